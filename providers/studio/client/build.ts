/** esbuild of the game clients: one entry per game kind, minified, for current browsers. */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const CLIENT_BUDGET_GZIP = 150 * 1024;
const ENTRIES = {
  slot: 'slot/main.ts',
  crash: 'crash/main.ts',
  roulette: 'roulette/main.ts',
  blackjack: 'blackjack/main.ts',
  poker: 'poker/main.ts',
  verify: 'verify/main.ts',
  'sic-bo': 'sic-bo/main.ts',
  'andar-bahar': 'andar-bahar/main.ts',
  'money-wheel': 'money-wheel/main.ts',
  baccarat: 'baccarat/main.ts',
  'dragon-tiger': 'dragon-tiger/main.ts',
  'tables-verify': 'tables-verify/main.ts',
};
const here = fileURLToPath(new URL('.', import.meta.url));
export const OUT_DIR = fileURLToPath(new URL('../dist/client/', import.meta.url));

export async function buildClients(
  outDir = OUT_DIR,
): Promise<Array<{ name: string; bytes: Buffer }>> {
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, `${here}${file}`]),
    ),
    outdir: outDir,
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022'],
    legalComments: 'none',
    logLevel: 'warning',
  });
  return Object.keys(ENTRIES).map((name) => ({
    name: `${name}.js`,
    bytes: readFileSync(`${outDir}${name}.js`),
  }));
}
