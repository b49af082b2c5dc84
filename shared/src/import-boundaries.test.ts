/**
 * The workspace's import boundaries, as the lint run applies them (the real ESLint CLI on the
 * real configuration, `eslint.config.js`): `shared/` imports nothing from a team's remote or the
 * shell, a remote never reaches into another remote's (or the shell's) sources, and a package is
 * imported through its exports, never its `src/`. What one remote shows of another comes at
 * runtime (`@casino/shared/remotes`), and that import is allowed.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';

const root = resolve(import.meta.dirname, '..', '..');

/** The messages ESLint gives `code` as if it were the file `file` of the workspace. */
function lint(file: string, code: string): string[] {
  let output: string;
  try {
    output = execFileSync(
      join(root, 'node_modules', '.bin', 'eslint'),
      ['--stdin', '--stdin-filename', file, '--format', 'json'],
      { cwd: root, input: code, encoding: 'utf8', stdio: 'pipe' },
    );
  } catch (error) {
    // Exit code 1: lint errors, reported on stdout like a clean run.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: { ruleId: string; message: string }[] }[];
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

/** Refused with `text` among its messages (a deep import into a remote also breaks the exports rule). */
const refusedWith = (text: string) => expect.arrayContaining([expect.stringContaining(text)]);

const use = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('import boundaries (lint)', () => {
  it("shared/ imports nothing of a team's remote or of the shell", () => {
    expect(lint('shared/src/api/x.ts', use('@casino/mf-casino/src/entities/game'))).toEqual(
      refusedWith('shared may not import mf-casino'),
    );
    expect(lint('shared/src/api/x.ts', use('../../../mf-casino/src/entities/game'))).toEqual(
      refusedWith('shared may not import mf-casino'),
    );
    expect(lint('shared/src/api/x.ts', use('../../../shell/src/platform/remote-loader'))).toEqual(
      refusedWith('shared may not import shell'),
    );
  });

  it("a remote does not reach into another remote's sources, by package or by path", () => {
    expect(
      lint('mf-home/src/pages/home/x.ts', use('@casino/mf-casino/src/features/game-rail')),
    ).toEqual(refusedWith('mf-home may not import mf-casino'));
    expect(
      lint('mf-home/src/pages/home/x.ts', use('../../../../mf-casino/src/features/game-rail')),
    ).toEqual(refusedWith('mf-home may not import mf-casino'));
    expect(lint('mf-casino/src/x.ts', use('../../shell/src/platform/route-table'))).toEqual(
      refusedWith('mf-casino may not import shell'),
    );
  });

  it('the edge, a server, imports neither the shell nor a remote: only what they publish', () => {
    expect(lint('edge/src/x.ts', use('../../shell/src/platform/route-table'))).toEqual(
      refusedWith('edge may not import shell'),
    );
    expect(
      lint('edge/src/first-view/x.ts', use('@casino/mf-casino/src/first-view/server')),
    ).toEqual(refusedWith('edge may not import mf-casino'));
    expect(lint('edge/src/x.ts', use('@casino/shared/publication'))).toEqual([]);
  });

  it('a package is imported through its exports, not its sources', () => {
    expect(lint('mf-home/src/x.ts', use('@casino/shared/src/events/bus'))).toEqual([
      expect.stringContaining('through its exports'),
    ]);
  });

  it("what a remote may import: shared's exports, its own sources", () => {
    expect(lint('mf-home/src/pages/home/x.ts', use('@casino/shared/remotes'))).toEqual([]);
    expect(lint('mf-home/src/pages/home/x.ts', use('../../features/casino-rails'))).toEqual([]);
  });
}, 120_000);
