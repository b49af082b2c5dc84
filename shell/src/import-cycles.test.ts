/**
 * The shell's modules import one another without a circle: a circle makes the order in which
 * modules run depend on which one is loaded first (a value read before it is set), and one type
 * in the wrong place once closed a circle through 29 files. Types that many parts name live in a
 * leaf module (`platform/route-types.ts`). The check is dpdm's, on every source file, dynamic and
 * type-only imports included.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { parseCircular, parseDependencyTree } from 'dpdm';

const shell = resolve(import.meta.dirname, '..');

describe('shell imports', () => {
  it('form no circle', async () => {
    const tree = await parseDependencyTree(['src/**/*.ts', 'src/**/*.tsx'], {
      context: shell,
      tsconfig: resolve(shell, 'tsconfig.json'),
      transform: false,
      skipDynamicImports: false,
    });
    expect(Object.keys(tree)).toContain('src/platform/route-table.ts');
    const circles = parseCircular(tree).filter((circle) =>
      circle.every((file) => file.startsWith('src/')),
    );
    expect(circles).toEqual([]);
  }, 120_000);
});
