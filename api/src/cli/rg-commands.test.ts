/**
 * The operator's exclusion commands through `runCli` on the real database: list, set (ending the
 * player's sessions), end with a reason, and the record of who did what.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addPlayer, createTestContext, loginToken, type TestContext } from '../test/harness';
import { runCli } from './program';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await addPlayer(t.db, 'nour', 10_000);
});
afterAll(() => t.close());

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    openDatabase: async () => ({ db: t.db, close: async () => undefined }),
    cashbackPercent: 10,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const login = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'secret1234' },
  });

describe('exclusion commands', () => {
  it('sets, lists and ends an exclusion, each step in the audit trail', async () => {
    await loginToken(t.app, 'nour');
    expect(await cli('exclusions')).toMatchObject({ code: 0, out: '(no exclusion in force)' });
    const set = await cli('exclude', 'nour', '7d', '--by', 'salma');
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/^nour: timeout 7d from /);
    expect((await login('nour')).statusCode).toBe(403);
    expect((await cli('exclusions')).out).toMatch(/^nour: timeout 7d/);

    const ended = await cli(
      'end-exclusion',
      'nour',
      '--by',
      'salma',
      '--reason',
      'entered by mistake',
    );
    expect(ended.code).toBe(0);
    expect((await login('nour')).statusCode).toBe(200);
    const trail = await cli('rg-changes', 'nour');
    expect(trail.out.split('\n')).toEqual([
      expect.stringMatching(
        / operator:salma exclusion:timeout:end: timeout:7d -> ended: entered by mistake /,
      ),
      expect.stringMatching(/ operator:salma exclusion:timeout: - -> timeout:7d /),
    ]);
  });

  it('checks its arguments before touching the database', async () => {
    expect((await cli('exclude', 'nour', '3d', '--by', 'salma')).err).toMatch(
      /duration must be one of/,
    );
    expect((await cli('exclude', 'nour', '24h')).err).toMatch(/--by <operator> is required/);
    expect((await cli('end-exclusion', 'nour', '--by', 'salma')).err).toMatch(/--reason/);
    expect((await cli('end-exclusion', 'nour', '--by', 'salma', '--reason', 'x')).err).toMatch(
      /no exclusion in force/,
    );
    expect((await cli('exclude', 'nobody', '24h', '--by', 'salma')).err).toMatch(
      /no player named nobody/,
    );
  });
});
