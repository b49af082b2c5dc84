/**
 * The API's response types reach the remotes unchanged: when the API renames a field of a
 * response schema, the remotes that read the old field stop compiling. The test changes a copy
 * of the API's sources (Game.name becomes Game.title in the catalogue schemas), points
 * `@casino/api/contract` at the copy and runs the real `tsc` of mf-casino and mf-home, which
 * show game names: both must fail on the old field.
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
    const schemas = join(apiCopy, 'src', 'modules', 'catalogue', 'schemas.ts');
    const source = readFileSync(schemas, 'utf8');
    const game = source.indexOf('export const Game = Type.Object({');
    const nameField = source.indexOf('  name: Type.String(),', game);
    expect(game).toBeGreaterThanOrEqual(0);
    expect(nameField).toBeGreaterThan(game);
    writeFileSync(
      schemas,
      `${source.slice(0, nameField)}  title: Type.String(),${source.slice(nameField + '  name: Type.String(),'.length)}`,
    );

    for (const remote of ['mf-casino', 'mf-home']) {
      const { status, output } = typecheck(remote, apiCopy);
      expect(status, `${remote} still compiles against the changed response`).not.toBe(0);
      expect(output).toMatch(
        /src\/.*error TS2339: Property 'name' does not exist on type|error TS2353: .*'name'|error TS2561: .*'name'/,
      );
    }
  }, 180_000);
});
