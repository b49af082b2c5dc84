/**
 * Keeps the house's references to itself: code and READMEs point to the project's own `docs/`,
 * never to documents outside the repository (a product spec, a math sheet), never to issue
 * numbers (the tracker is not the code's history), and READMEs name no machine's paths (they are
 * reference for any checkout). Migrations are left out: an applied migration's text is
 * checksummed and may never change. A pointer into `docs/` must name a page and a heading that
 * exist, so a comment never sends its reader nowhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';

const root = resolve(import.meta.dirname, '..', '..');
const thisFile = 'shared/src/docs-guard.test.ts';

const CHECKED = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|json|html|md)$/;

/** What no source file or README may say, with the reason shown when one does. */
const SOURCE_RULES: { pattern: RegExp; says: string }[] = [
  { pattern: /\bissues?\s*#?\d+/i, says: 'an issue number' },
  { pattern: /\(#\d+\)/, says: 'an issue number' },
  { pattern: /\bthe spec('s)?\b(?!\s+(file|files|above|below))/i, says: '"the spec"' },
  { pattern: /\bproduct[- ]spec/i, says: 'the product spec' },
  { pattern: /\bspec\s*§/i, says: 'a section of the spec' },
  { pattern: /(?<!docs\/)\bgames-math\.md/, says: 'games-math.md outside docs/' },
  {
    pattern: /\bARCHITECTURE\.md|\bSTYLE\.md|shared\/spec\//,
    says: 'a document outside the repository',
  },
];

/** What no README may say on top of that. */
const README_RULES: { pattern: RegExp; says: string }[] = [
  { pattern: /(^|[\s`'"(=])\/(work|tmp|home|Users|root)\//, says: 'a machine path' },
];

/** Each line of `text` that breaks a rule, as `path:line: reason`. */
export function violations(path: string, text: string): string[] {
  if (path.startsWith('docs/') || !CHECKED.test(path)) return [];
  const rules = basename(path) === 'README.md' ? [...SOURCE_RULES, ...README_RULES] : SOURCE_RULES;
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const rule of rules) {
      if (rule.pattern.test(line)) found.push(`${path}:${index + 1}: ${rule.says}`);
    }
  });
  return found;
}

/** The anchors of a page's headings, as GitHub makes them. */
function anchorsOf(page: string): Set<string> {
  const headings = readFileSync(page, 'utf8').match(/^#+ .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}_\- ]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** Each `docs/<page>.md#<anchor>` of `text` whose page or heading does not exist. */
export function brokenDocPointers(path: string, text: string): string[] {
  const found: string[] = [];
  for (const [pointer, page, anchor] of text.matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
    const file = join(root, 'docs', page!);
    if (!existsSync(file)) found.push(`${path}: ${pointer} (no such page)`);
    else if (anchor && !anchorsOf(file).has(anchor))
      found.push(`${path}: ${pointer} (no such heading)`);
  }
  return found;
}

/** Tracked and new files of the workspace (ignored ones, such as node_modules and var, are not). */
function workspaceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => file && file !== thisFile && CHECKED.test(file));
}

describe('docs guard', () => {
  it('catches each kind of outside reference', () => {
    expect(violations('a/b.ts', '// the spec says so')).toHaveLength(1);
    expect(violations('a/b.ts', "// as the spec's text")).toHaveLength(1);
    expect(violations('a/b.ts', '// Issue #11 item 7: mirrored')).toHaveLength(1);
    expect(violations('a/b.ts', '// (issue 12, canary releases)')).toHaveLength(1);
    expect(violations('a/b.css', '/* tap targets (#11) */')).toHaveLength(1);
    expect(violations('a/b.ts', '// shared/games-math.md, "Crash"')).toHaveLength(1);
    expect(violations('a/b.ts', '// spec §2 Home page')).toHaveLength(1);
    expect(violations('a/README.md', 'run `flock /tmp/bench.lock pnpm bench`')).toHaveLength(1);
    expect(violations('a/README.md', 'SITE_DIR=/work/main/var/site')).toHaveLength(1);
  });

  it('lets the project point to its own docs and name what is not a reference', () => {
    expect(violations('a/b.ts', '// see docs/games-math.md#crash')).toEqual([]);
    expect(violations('a/b.ts', '// the spec file below checks it')).toEqual([]);
    expect(violations('a/b.css', 'box-shadow: 0 0 2px #000 0 1px #111;')).toEqual([]);
    expect(violations('a/README.md', 'Chromium at `/usr/bin/chromium`')).toEqual([]);
    expect(violations('a/b.ts', "const tmp = '/tmp/x';")).toEqual([]);
    expect(violations('docs/README.md', '[games-math.md](games-math.md)')).toEqual([]);
  });

  it('knows a pointer to a missing page or heading', () => {
    expect(brokenDocPointers('a.ts', '// see docs/games-math.md#crash')).toEqual([]);
    expect(brokenDocPointers('a.ts', '// see docs/games-math.md#no-such-part')).toHaveLength(1);
    expect(brokenDocPointers('a.ts', '// see docs/no-such-page.md')).toHaveLength(1);
  });

  it('finds none in the workspace', () => {
    const found = workspaceFiles().flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return [...violations(file, text), ...brokenDocPointers(file, text)];
    });
    expect(found).toEqual([]);
  });
});
