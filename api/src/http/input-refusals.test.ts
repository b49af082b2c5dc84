/**
 * Input PostgreSQL cannot hold is refused with a 400 and a message, never a 500: NUL characters
 * in any string, dates outside what a `timestamptz` holds, and (as the last line) any data
 * exception the database raises for a value.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import Fastify from 'fastify';
import {
  addPlayer,
  bearer,
  createTestContext,
  ledgerCount,
  loginToken,
  type TestContext,
} from '../test/harness';
import { errorHandler } from './error-handler';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  await addPlayer(t.db, 'refusals', 5_000);
  token = await loginToken(t.app, 'refusals');
});
afterAll(async () => t?.close());

describe('NUL characters', () => {
  it('are refused in a body string, a query string and a nested value, before any query runs', async () => {
    const before = await ledgerCount(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a\u0000b', password: 'secret123' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toMatch(/body\.username must not contain a NUL character/);
    expect(login.json().error).toBe(login.json().message);

    const search = await t.app.inject({ url: '/api/get_slot_game?game_name=sun%00rise' });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toMatch(
      /querystring\.game_name must not contain a NUL character/,
    );

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/ResetPassword',
      headers: bearer(token),
      payload: {
        oldPassword: 'secret123',
        newPassword: 'new\u0000password',
        repeatPassword: 'new\u0000password',
      },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toMatch(/NUL/);

    const extraKey = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'refusals', password: 'x', ['k\u0000']: { deep: ['\u0000'] } },
    });
    expect(extraKey.statusCode).toBe(400);
    expect(await ledgerCount(t.db)).toBe(before);
    // The password was not changed: the old one still logs in.
    expect(await loginToken(t.app, 'refusals')).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('unpaired surrogates', () => {
  it('are refused with a 400 wherever they are (PostgreSQL cannot store them), and a real emoji is not', async () => {
    for (const username of ['\ud800', 'a\udc00b', 'x\ud83d']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: JSON.stringify({ username, password: 'abcdefgh' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(login.statusCode).toBe(400);
      expect(login.json().message).toMatch(
        /body\.username must not contain a NUL character or an unpaired surrogate/,
      );
    }
    const search = await t.app.inject({
      url: `/api/get_slot_game?game_name=${encodeURIComponent('sun')}%ED%A0%80`,
    });
    expect(search.statusCode).toBeLessThan(500);
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'player\u{1F3B0}', password: 'abcdefgh' },
    });
    expect(emoji.statusCode).toBe(401);
  });
});

describe('history date filters', () => {
  const history = (query: string) =>
    t.app.inject({ url: `/api/TransactionPlayer?${query}`, headers: bearer(token) });

  it('refuse dates PostgreSQL cannot hold or that are not calendar days, with a message', async () => {
    for (const date of [
      '99999-01-01',
      '0000-01-01',
      '-271821-04-20',
      '+275760-09-13',
      '2024-02-30',
      '2023-13-01',
      '1',
      '-1',
      'Jan 1 10000',
      '2024-01-01T24:00',
    ]) {
      for (const field of ['fromDate', 'toDate']) {
        const response = await history(`${field}=${encodeURIComponent(date)}`);
        expect({ date, field, status: response.statusCode }).toEqual({ date, field, status: 400 });
        expect(response.json().message).toMatch(
          new RegExp(`querystring\\.${field} must match format`),
        );
      }
    }
  });

  it('accept days, ISO date-times and the "none" spellings', async () => {
    for (const date of [
      '2024-02-29',
      '0001-01-01',
      '9999-12-31',
      '2024-01-01T10:00',
      '2024-01-01T10:00:00.123Z',
      '2024-01-01T10:00:00+01:00',
      '',
      'null',
      'undefined',
    ]) {
      const response = await history(
        `fromDate=${encodeURIComponent(date)}&toDate=${encodeURIComponent(date === '0001-01-01' ? '9999-12-31' : '')}`,
      );
      expect({ date, status: response.statusCode }).toEqual({ date, status: 200 });
    }
    expect(
      (await history('fromDate=0001-01-01&toDate=9999-12-31')).json().paginationInfo.total,
    ).toBe(1);
  });
});

describe('data exceptions from PostgreSQL', () => {
  it('answer 400 with a message, whatever value reached the database', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    const statements: Record<string, [string, unknown[]]> = {
      nul: ['SELECT $1::text', ['a\u0000b']],
      date: ['SELECT $1::date', ['99999999-01-01']],
      number: ['SELECT $1::int', ['99999999999']],
      text: ['SELECT $1::int', ['twelve']],
      division: ['SELECT 1 / $1::int', [0]],
    };
    app.get('/:case', async (request) => {
      const [sql, params] = statements[(request.params as { case: string }).case]!;
      return (await t.db.query(sql, params)).rows;
    });
    for (const name of Object.keys(statements)) {
      const response = await app.inject({ url: `/${name}` });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json().message).toMatch(/^Invalid request/);
    }
    await app.close();
  });
});
