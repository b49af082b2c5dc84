/**
 * The page shares `react-i18next`, `effector-react` and `effector` as their *-slim.ts modules
 * (federation.ts): only the names they re-export exist at runtime. Every
 * import of those libraries in the front-ends' code must ask for those names only (a missing one
 * would be `undefined` in the browser, not a build error).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { SLIM_MODULES, slimExports } from './slim-exports';

const root = join(import.meta.dirname, '..', '..');

/** What `source` takes from `library` that its slim module (`exported`) does not give. */
export function unsupportedImports(
  source: string,
  library: string,
  exported: Set<string>,
): string[] {
  const problems: string[] = [];
  const imports = new RegExp(`import\\s+(type\\s+)?([^'";]*?)\\s+from\\s+['"]${library}['"]`, 'g');
  for (const [, typeOnly, clause] of source.matchAll(imports)) {
    if (typeOnly) continue;
    const named = /\{([^}]*)\}/.exec(clause!);
    const outside = clause!
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (outside) problems.push(outside); // a default or namespace import: the whole package
    for (const part of named?.[1]?.split(',') ?? []) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      const name = item.split(/\s+as\s+/)[0]!;
      if (!exported.has(name)) problems.push(name);
    }
  }
  return problems;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the libraries the page shares as slim modules', () => {
  it('the check finds a name the slim module does not give, and a whole-package import', () => {
    const exported = new Set(['useTranslation', 'initReactI18next']);
    expect(
      unsupportedImports(
        `import { useTranslation, Trans as T, type TFunction } from 'react-i18next';\n` +
          `import * as all from "react-i18next";\nimport type { Namespace } from 'react-i18next';\n` +
          `import { useList } from 'effector-react';`,
        'react-i18next',
        exported,
      ),
    ).toEqual(['Trans', '* as all']);
  });

  it("every front-end's code imports only what the slim modules re-export", () => {
    const dirs = ['shell/src', 'mf-home/src', 'mf-casino/src', 'mf-account/src', 'mf-sport/src'];
    const found: Record<string, string[]> = {};
    let files = 0;
    for (const dir of [...dirs, 'shared/src'])
      for (const file of sources(join(root, dir))) {
        files += 1;
        const source = readFileSync(file, 'utf8');
        for (const [library, slim] of Object.entries(SLIM_MODULES)) {
          const problems = unsupportedImports(source, library, slimExports(slim));
          if (problems.length > 0) found[`${file.slice(root.length + 1)} (${library})`] = problems;
        }
      }
    expect(files).toBeGreaterThan(100);
    expect(found).toEqual({});
  });
});
