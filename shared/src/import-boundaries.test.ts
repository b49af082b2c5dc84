/**
 * The workspace's import boundaries, as the lint run applies them (the real ESLint on the
 * real configuration, `eslint.config.js`): `shared/` imports nothing from a team's remote or the
 * shell, a remote never reaches into another remote's (or the shell's) sources, and a package is
 * imported through its exports, never its `src/`, `test/` or `build/`, by name or by relative
 * path: the API and the providers included. What one remote shows of another comes at
 * runtime (`@casino/shared/remotes`), and that import is allowed.
 */
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { ESLint } from 'eslint';

const root = resolve(import.meta.dirname, '..', '..');

// One ESLint for the whole file: it loads the configuration once, where the CLI loaded it for
// every case (seconds each).
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages ESLint gives `code` as if it were the file `file` of the workspace. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

/** Refused with `text` among its messages (a deep import into a remote also breaks the exports rule). */
const refusedWith = (text: string) => expect.arrayContaining([expect.stringContaining(text)]);

const use = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('import boundaries (lint)', () => {
  it("shared/ imports nothing of a team's remote or of the shell", async () => {
    expect(await lint('shared/src/api/x.ts', use('@casino/mf-casino/src/entities/game'))).toEqual(
      refusedWith('shared may not import mf-casino'),
    );
    expect(await lint('shared/src/api/x.ts', use('../../../mf-casino/src/entities/game'))).toEqual(
      refusedWith('shared may not import mf-casino'),
    );
    expect(
      await lint('shared/src/api/x.ts', use('../../../shell/src/platform/remote-loader')),
    ).toEqual(refusedWith('shared may not import shell'));
  });

  it("a remote does not reach into another remote's sources, by package or by path", async () => {
    expect(
      await lint('mf-home/src/pages/home/x.ts', use('@casino/mf-casino/src/features/game-rail')),
    ).toEqual(refusedWith('mf-home may not import mf-casino'));
    expect(
      await lint(
        'mf-home/src/pages/home/x.ts',
        use('../../../../mf-casino/src/features/game-rail'),
      ),
    ).toEqual(refusedWith('mf-home may not import mf-casino'));
    expect(await lint('mf-casino/src/x.ts', use('../../shell/src/platform/route-table'))).toEqual(
      refusedWith('mf-casino may not import shell'),
    );
  });

  it('the edge, a server, imports neither the shell nor a remote: only what they publish', async () => {
    expect(await lint('edge/src/x.ts', use('../../shell/src/platform/route-table'))).toEqual(
      refusedWith('edge may not import shell'),
    );
    expect(
      await lint('edge/src/first-view/x.ts', use('@casino/mf-casino/src/first-view/server')),
    ).toEqual(refusedWith('edge may not import mf-casino'));
    expect(await lint('edge/src/x.ts', use('@casino/shared/publication'))).toEqual([]);
  });

  it('a package is imported through its exports, not its sources', async () => {
    expect(await lint('mf-home/src/x.ts', use('@casino/shared/src/events/bus'))).toEqual([
      expect.stringContaining('through its exports'),
    ]);
  });

  it("no package reaches into another's src/, test/ or build/ by a relative path", async () => {
    expect(await lint('providers/studio/test/x.ts', use('../../../api/src/test/harness'))).toEqual(
      refusedWith("providers/studio may not reach into api's files by path"),
    );
    expect(await lint('providers/sportsbook/src/x.ts', use('../../studio/src/config'))).toEqual(
      refusedWith("providers/sportsbook may not reach into providers/studio's files by path"),
    );
    expect(
      await lint('providers/sportsbook/test/x.ts', use('../../wallet-client/test/platform')),
    ).toEqual(
      refusedWith("providers/sportsbook may not reach into providers/wallet-client's files"),
    );
    expect(await lint('edge/src/x.ts', use('../../shared/build/release'))).toEqual(
      refusedWith("edge may not reach into shared's files by path"),
    );
    expect(await lint('edge/src/x.ts', use('../../shared/src/publication/index'))).toEqual(
      refusedWith("edge may not reach into shared's files by path"),
    );
    expect(await lint('api/src/x.ts', use('../../shared/src/format/money'))).toEqual(
      refusedWith("api may not reach into shared's files by path"),
    );
  });

  it("the API's HTTP plumbing does not import its modules", async () => {
    expect(await lint('api/src/http/x.ts', use('../modules/wallet/service'))).toEqual(
      refusedWith('api/src/http may not import a module'),
    );
    expect(await lint('api/src/http/x.test.ts', use('../modules/wallet/service'))).toEqual([]);
  });

  it('the API and the providers, servers, import no front-end package', async () => {
    expect(await lint('api/src/x.ts', use('@casino/shell/src/platform/route-table'))).toEqual(
      refusedWith('api may not import shell'),
    );
    expect(await lint('providers/studio/src/x.ts', use('@casino/mf-casino'))).toEqual(
      refusedWith('providers/studio may not import mf-casino'),
    );
  });

  it("what a package may import: another's exports, its own files", async () => {
    expect(await lint('providers/studio/test/x.ts', use('@casino/api/testing'))).toEqual([]);
    expect(await lint('providers/studio/test/x.ts', use('@casino/wallet-client/testing'))).toEqual(
      [],
    );
    expect(await lint('edge/src/x.ts', use('@casino/shared/build/release'))).toEqual([]);
    expect(await lint('providers/studio/test/x.ts', use('../src/db/database'))).toEqual([]);
    expect(await lint('api/src/modules/wallet/x.ts', use('../../http/app-error'))).toEqual([]);
  });

  it("what a remote may import: shared's exports, its own sources", async () => {
    expect(await lint('mf-home/src/pages/home/x.ts', use('@casino/shared/remotes'))).toEqual([]);
    expect(await lint('mf-home/src/pages/home/x.ts', use('../../features/casino-rails'))).toEqual(
      [],
    );
  });
}, 120_000);
