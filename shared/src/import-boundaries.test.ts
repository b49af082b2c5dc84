/**
 * The workspace's import boundaries, as the lint run applies them (the real ESLint CLI on the
 * real configuration, `eslint.config.js`): `shared/` imports nothing from a team's remote or the
 * shell, a remote never reaches into another remote's (or the shell's) sources, and a package is
 * imported through its exports, never its `src/`, `test/` or `build/`, by name or by relative
 * path: the API and the providers included. What one remote shows of another comes at
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

  it("no package reaches into another's src/, test/ or build/ by a relative path", () => {
    expect(lint('providers/studio/test/x.ts', use('../../../api/src/test/harness'))).toEqual(
      refusedWith("providers/studio may not reach into api's files by path"),
    );
    expect(lint('providers/sportsbook/src/x.ts', use('../../studio/src/config'))).toEqual(
      refusedWith("providers/sportsbook may not reach into providers/studio's files by path"),
    );
    expect(
      lint('providers/sportsbook/test/x.ts', use('../../wallet-client/test/platform')),
    ).toEqual(
      refusedWith("providers/sportsbook may not reach into providers/wallet-client's files"),
    );
    expect(lint('edge/src/x.ts', use('../../shared/build/release'))).toEqual(
      refusedWith("edge may not reach into shared's files by path"),
    );
    expect(lint('edge/src/x.ts', use('../../shared/src/publication/index'))).toEqual(
      refusedWith("edge may not reach into shared's files by path"),
    );
    expect(lint('api/src/x.ts', use('../../shared/src/format/money'))).toEqual(
      refusedWith("api may not reach into shared's files by path"),
    );
  });

  it("the API's HTTP plumbing does not import its modules", () => {
    expect(lint('api/src/http/x.ts', use('../modules/wallet/service'))).toEqual(
      refusedWith('api/src/http may not import a module'),
    );
    expect(lint('api/src/http/x.test.ts', use('../modules/wallet/service'))).toEqual([]);
  });

  it('the API and the providers, servers, import no front-end package', () => {
    expect(lint('api/src/x.ts', use('@casino/shell/src/platform/route-table'))).toEqual(
      refusedWith('api may not import shell'),
    );
    expect(lint('providers/studio/src/x.ts', use('@casino/mf-casino'))).toEqual(
      refusedWith('providers/studio may not import mf-casino'),
    );
  });

  it("what a package may import: another's exports, its own files", () => {
    expect(lint('providers/studio/test/x.ts', use('@casino/api/testing'))).toEqual([]);
    expect(lint('providers/studio/test/x.ts', use('@casino/wallet-client/testing'))).toEqual([]);
    expect(lint('edge/src/x.ts', use('@casino/shared/build/release'))).toEqual([]);
    expect(lint('providers/studio/test/x.ts', use('../src/db/database'))).toEqual([]);
    expect(lint('api/src/modules/wallet/x.ts', use('../../http/app-error'))).toEqual([]);
  });

  it("what a remote may import: shared's exports, its own sources", () => {
    expect(lint('mf-home/src/pages/home/x.ts', use('@casino/shared/remotes'))).toEqual([]);
    expect(lint('mf-home/src/pages/home/x.ts', use('../../features/casino-rails'))).toEqual([]);
  });
}, 120_000);
