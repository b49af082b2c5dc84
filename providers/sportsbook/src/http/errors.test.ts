/**
 * An attacker probing the sportsbook's routes with hostile path parameters gets a clean 4xx, and
 * no failure ever shows the text of an internal error.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startTestBook, type TestBook } from '../../test/book';

const LEAKS =
  /bigint|out of range|invalid input|syntax|relation|column|postgres|sql|stack|at \w+ \(/i;
const HOSTILE = [
  '99999999999999999999',
  '-1',
  '1e3',
  '%00',
  '%E2%80%AE%D8%A7',
  "1'%20OR%20'1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
];

let book: TestBook;
let session: string;
beforeAll(async () => {
  book = await startTestBook();
  session = (await book.player(10_000)).session;
});
afterAll(() => book.close());

const base = '/providers/sportsbook';

describe('path parameters', () => {
  it('every route with a parameter answers hostile values with a 4xx and no internal text', async () => {
    const bad: string[] = [];
    const check = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await book.app.inject({
        method,
        url,
        headers: { 'x-sportsbook-session': session },
        ...(payload ? { payload } : {}),
      });
      if (response.statusCode >= 500 || response.statusCode < 400 || LEAKS.test(response.body))
        bad.push(`${method} ${url.slice(0, 80)} → ${response.statusCode} ${response.body}`);
    };
    for (const value of HOSTILE) {
      await check('GET', `${base}/api/events/${value}`);
      await check('GET', `${base}/assets/${value}`);
      await check('GET', `${base}/${value}`);
      await check('GET', `${base}/${value}/x`);
      await check('POST', `${base}/api/bets/${value}/cash-out`, { value: 1 });
    }
    expect(bad).toEqual([]);
  });

  it('an event id past what a number holds is a 400 naming the parameter', async () => {
    const response = await book.app.inject({ url: `${base}/api/events/99999999999999999999` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'invalid_request' });
    expect(response.body).toMatch(/params\/id/);
  });
});

describe('internal failures', () => {
  it('answer 500 without the error text', async () => {
    await book.db.query('ALTER TABLE bets RENAME TO bets_away');
    try {
      const response = await book.app.inject({
        url: `${base}/api/bets`,
        headers: { 'x-sportsbook-session': session },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: 'server_error', message: 'Server error.' });
    } finally {
      await book.db.query('ALTER TABLE bets_away RENAME TO bets');
    }
  });
});
