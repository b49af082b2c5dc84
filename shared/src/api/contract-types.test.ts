/**
 * The API's response types reach the remotes unchanged: when the API renames a field of a
 * response schema, the remotes that read the old field stop compiling. The test changes a copy
 * of the API's sources (Game.name becomes Game.title in the catalogue schemas, Banner.isMobile
 * becomes Banner.mobileOnly in the content schemas), points `@casino/api/contract` at the copy
 * and runs the real `tsc` of mf-casino, which shows game names, and mf-home, which picks the
 * banners of the layout: each must fail on the old field it reads.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';

const root = resolve(import.meta.dirname, '..', '..', '..');
const tag = `${process.pid}-${Date.now()}`;
// Beside the real sources (so their dependencies resolve); `.scratch*` is ignored by git.
const apiCopy = join(root, 'api', `.scratch-contract-${tag}`);
const tsconfigs: string[] = [];

afterAll(() => {
  rmSync(apiCopy, { recursive: true, force: true });
  for (const file of tsconfigs) rmSync(file, { force: true });
});

/** tsc of `remote` with `@casino/api/contract` taken from `contractDir`: exit code and output. */
function typecheck(remote: string, contractDir: string): { status: number; output: string } {
  const tsconfig = join(root, remote, `.scratch-contract-${tag}.tsconfig.json`);
  tsconfigs.push(tsconfig);
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: {
        paths: { '@casino/api/contract': [join(contractDir, 'src', 'contract.ts')] },
      },
    }),
  );
  try {
    const output = execFileSync(
      join(root, 'node_modules', '.bin', 'tsc'),
      ['-p', tsconfig, '--pretty', 'false'],
      {
        cwd: join(root, remote),
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { status: failed.status, output: failed.stdout };
  }
}

describe('API response types in the remotes', () => {
  it('a field renamed in the API’s response schema breaks the typecheck of the remotes that read it', () => {
    cpSync(join(root, 'api', 'src'), join(apiCopy, 'src'), { recursive: true });
    const rename = (file: string, schema: string, field: string, renamed: string) => {
      const path = join(apiCopy, 'src', 'modules', ...file.split('/'));
      const source = readFileSync(path, 'utf8');
      const start = source.indexOf(`export const ${schema} = Type.Object({`);
      const at = source.indexOf(`  ${field}: Type.`, start);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(at).toBeGreaterThan(start);
      writeFileSync(
        path,
        `${source.slice(0, at)}  ${renamed}${source.slice(at + `  ${field}`.length)}`,
      );
    };
    rename('catalogue/schemas.ts', 'Game', 'name', 'title');
    rename('content/schemas.ts', 'Banner', 'isMobile', 'mobileOnly');

    for (const [remote, field] of [
      ['mf-casino', 'name'],
      ['mf-home', 'isMobile'],
    ] as const) {
      const { status, output } = typecheck(remote, apiCopy);
      expect(status, `${remote} still compiles against the changed response`).not.toBe(0);
      expect(output).toMatch(
        new RegExp(
          `src/.*error TS2339: Property '${field}' does not exist on type|error TS2353: .*'${field}'|error TS2561: .*'${field}'`,
        ),
      );
    }
  }, 180_000);
});
