/**
 * An attacker probing the studio's public routes with hostile path parameters gets a clean 4xx,
 * and no failure ever shows the text of an internal error (a driver's message names tables,
 * types and values).
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startTestStudio, type TestStudio } from '../../test/studio';

const timing = { bettingMs: 3000, pauseMs: 300, tickMs: 50, chainLength: 5 };
const LEAKS =
  /bigint|out of range|invalid input|syntax|relation|column|postgres|sql|stack|at \w+ \(/i;

const HOSTILE = [
  '99999999999999999999',
  '9223372036854775808',
  '-1',
  '0',
  '1e3',
  '1.5',
  '0x10',
  '%00',
  '%E2%80%AE%D8%A7',
  "1'%20OR%20'1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(3000),
];

let studio: TestStudio;
beforeAll(async () => {
  studio = await startTestStudio(undefined, { timing, chainSecret: 'c'.repeat(64), salt: 's' });
});
afterAll(() => studio.close());

const get = (path: string) => studio.app.inject({ method: 'GET', url: `/providers/studio${path}` });

describe('path parameters', () => {
  it('a crash round id past bigint is a 400 that names the parameter, not the database', async () => {
    const response = await get('/api/crash/rounds/99999999999999999999');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'invalid_request' });
    expect(response.body).toMatch(/params\/id/);
    expect(response.body).not.toMatch(LEAKS);
  });

  it('every route with a parameter answers hostile values with a 4xx and no internal text', async () => {
    const routes = [
      '/api/crash/rounds/',
      '/game/',
      '/api/session/',
      '/assets/',
      '/tiles/',
      '/crash/ws?session=',
      '/roulette/ws?session=',
      '/play?token=',
    ];
    const answers: string[] = [];
    for (const route of routes)
      for (const value of HOSTILE) {
        const response = await get(`${route}${value}`);
        if (response.statusCode >= 500 || response.statusCode < 400 || LEAKS.test(response.body))
          answers.push(`${route}${value.slice(0, 40)} → ${response.statusCode} ${response.body}`);
      }
    expect(answers).toEqual([]);
  });
});

describe('internal failures', () => {
  it('answer 500 "Server error." without the error text', async () => {
    await studio.db.query('ALTER TABLE jackpot_pools RENAME TO jackpot_pools_away');
    try {
      const response = await get('/api/jackpots');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: 'server_error', message: 'Server error.' });
    } finally {
      await studio.db.query('ALTER TABLE jackpot_pools_away RENAME TO jackpot_pools');
    }
  });
});
