import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  signedPost,
  type TestContext,
} from '../../test/harness';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  await addPlayer(t.db, 'gamer', 10_000);
  token = await loginToken(t.app, 'gamer');
});
afterAll(() => t.close());

const start = (payload: unknown, headers = bearer(token)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/StartGame',
    headers: { ...headers, 'accept-language': 'ar' },
    payload: payload as object,
  });

describe('StartGame', () => {
  it('answers a framed studio URL with a one-time launch token', async () => {
    const response = await start({ game_id: 1001, provider: 37 });
    expect(response.statusCode).toBe(200);
    const { url, isFrame } = response.json();
    expect(isFrame).toBe(true);
    const parsed = new URL(url, 'http://site');
    expect(parsed.pathname).toBe('/providers/studio/play');
    expect(parsed.searchParams.get('game')).toBe('1001');
    expect(parsed.searchParams.get('lang')).toBe('ar');
    const stored = await t.db.query('SELECT token_hash FROM game_sessions');
    expect(stored.rows[0].token_hash.toString('hex')).not.toContain(
      parsed.searchParams.get('token'),
    );
  });

  it('refuses unknown games, a wrong provider, bad bodies and guests', async () => {
    expect((await start({ game_id: 999_999 })).statusCode).toBe(404);
    expect((await start({ game_id: 1001, provider: 998 })).statusCode).toBe(404);
    expect((await start({ game_id: '1001; DROP TABLE games' })).statusCode).toBe(400);
    expect((await start({})).statusCode).toBe(400);
    expect((await start({ game_id: 1001 }, {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
  });
});

describe('sport', () => {
  it('answers a sportsbook token and framed URL on /sport, /SportBook and /Live', async () => {
    for (const [path, view] of [
      ['sport', 'prematch'],
      ['SportBook', 'prematch'],
      ['Live', 'live'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/${path}?lang=fr`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.isFrame).toBe(true);
      const url = new URL(body.url, 'http://site');
      expect(url.pathname).toBe('/providers/sportsbook/');
      expect(url.searchParams.get('view')).toBe(view);
      expect(url.searchParams.get('lang')).toBe('fr');
      expect(url.searchParams.get('token')).toBe(body.token);
    }
    const auth = await signedPost(t.app, t.config, 'sportsbook', 'authenticate', {
      token: (await t.app.inject({ url: '/api/sport', headers: bearer(token) })).json().token,
    });
    expect(auth.json()).toMatchObject({ status: 'ok', username: 'gamer', balance: 10_000 });
    expect((await t.app.inject({ url: '/api/sport?lang=fr' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/sport?lang=<script>', headers: bearer(token) })).statusCode,
    ).toBe(400);
  });
});

describe('health and errors', () => {
  it('answers health, unknown paths with a 404 message and never a stack trace', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const missing = await t.app.inject({ url: '/api/nope', headers: { 'accept-language': 'fr' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Introuvable.' });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/StartGame',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.body).not.toContain(' at ');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/StartGame',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ game_id: 1, pad: 'x'.repeat(100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
  });
});
