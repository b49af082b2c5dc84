/**
 * `npm start` reuses a build only while its inputs are the same: the piece's own files, the
 * packages it builds with (shared/), the lockfile, the root configuration and the build
 * environment. Built output, dependencies and caches are not inputs.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { pieceHash } from '../../scripts/build-inputs.mjs';

function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  for (const dir of ['mf-casino/src', 'mf-home/src', 'shared/src', 'shell/src'])
    mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9\n');
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(join(root, 'mf-casino/src/app.tsx'), 'export const a = 1;\n');
  writeFileSync(join(root, 'mf-home/src/app.tsx'), 'export const h = 1;\n');
  writeFileSync(join(root, 'shared/src/index.ts'), 'export const s = 1;\n');
  return root;
}

describe('build inputs', () => {
  it('is stable while nothing changes, and ignores dist, node_modules and caches', () => {
    const root = fixture();
    const before = pieceHash('mf-casino', root, {});
    for (const dir of [
      'mf-casino/dist/1.0.0',
      'mf-casino/node_modules/x',
      'mf-casino/node_modules/.cache',
    ]) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, 'f.js'), String(Math.random()));
    }
    expect(pieceHash('mf-casino', root, {})).toBe(before);
    rmSync(root, { recursive: true });
  });

  it('changes with a source of the piece, of shared/, the lockfile, a root config or the build environment', () => {
    const root = fixture();
    const hash = () => pieceHash('mf-casino', root, {});
    let last = hash();
    const expectChanged = () => {
      const now = hash();
      expect(now).not.toBe(last);
      last = now;
    };
    writeFileSync(join(root, 'mf-casino/src/app.tsx'), 'export const a = 2;\n');
    expectChanged();
    writeFileSync(join(root, 'mf-casino/routes.json'), '{}');
    expectChanged();
    writeFileSync(join(root, 'shared/src/index.ts'), 'export const s = 2;\n');
    expectChanged();
    writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9\n# new dependency\n');
    expectChanged();
    writeFileSync(join(root, 'tsconfig.base.json'), '{}');
    expectChanged();
    expect(pieceHash('mf-casino', root, { NODE_ENV: 'development' })).not.toBe(last);
    rmSync(root, { recursive: true });
  });

  it('a change in one remote leaves the others reusable; a renamed file is a change', () => {
    const root = fixture();
    const home = pieceHash('mf-home', root, {});
    writeFileSync(join(root, 'mf-casino/src/app.tsx'), 'export const a = 3;\n');
    expect(pieceHash('mf-home', root, {})).toBe(home);
    const casino = pieceHash('mf-casino', root, {});
    cpSync(join(root, 'mf-casino/src/app.tsx'), join(root, 'mf-casino/src/main.tsx'));
    rmSync(join(root, 'mf-casino/src/app.tsx'));
    expect(pieceHash('mf-casino', root, {})).not.toBe(casino);
    rmSync(root, { recursive: true });
  });
});
