/**
 * Login throttling against an attacker: the address counted is the one the
 * trusted edge saw, concurrent guesses cannot race past the per-username limit, a guessing
 * address does not lock out the players behind it, locks grow, and throttle rows expire.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { LightMyRequestResponse } from 'fastify';
import { addPlayer, createTestContext, type TestContext } from '../../test/harness';
import { purgeExpiredThrottles } from './repository';

const PASSWORD = 'secret1234';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    loginMaxFailuresPerUsername: 5,
    loginMaxFailuresPerAddress: 30,
    loginLockBaseSeconds: 60,
    loginLockMaxMinutes: 8,
    loginFailureWindowMinutes: 15,
    // The HTTP rate limit is not what these tests are about.
    loginRateLimitPerMinute: 100_000,
  });
  for (const name of [
    'spoofed',
    'racer',
    'bystander',
    'neighbour',
    'newcomer',
    'target',
    'grower',
    'homer',
    'expiring',
  ]) {
    await addPlayer(t.db, name, 0, PASSWORD);
  }
});
afterAll(() => t.close());

function login(
  username: string,
  password: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: from,
    headers,
  });
}

async function throttleRow(scope: string, key: string) {
  const { rows } = await t.db.query('SELECT * FROM login_throttle WHERE scope = $1 AND key = $2', [
    scope,
    key,
  ]);
  return rows[0];
}

/** Moves the clock past a username's current lock (its failures are still remembered). */
async function lockPasses(username: string): Promise<void> {
  await t.db.query(
    `UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE scope = 'username' AND key = $1`,
    [username],
  );
}

describe('the address the throttle counts', () => {
  it('ignores X-Forwarded-For from an untrusted peer and believes it from a trusted proxy', async () => {
    const spoofed = await login('spoofed', 'wrong-guess', '198.51.100.7', {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(spoofed.statusCode).toBe(401);
    expect(await throttleRow('address', '198.51.100.7')).toMatchObject({ failures: 1 });
    expect(await throttleRow('address', '203.0.113.9')).toBeUndefined();

    // The site's edge (127.0.0.1, in TRUSTED_PROXIES) appends the client's address.
    const proxied = await login('spoofed', 'wrong-guess', '127.0.0.1', {
      'x-forwarded-for': '10.9.9.9, 203.0.113.10',
    });
    expect(proxied.statusCode).toBe(401);
    expect(await throttleRow('address', '203.0.113.10')).toMatchObject({ failures: 1 });
    expect(await throttleRow('address', '127.0.0.1')).toBeUndefined();
    expect(await throttleRow('address', '10.9.9.9')).toBeUndefined();
  });
});

describe('concurrent guesses', () => {
  it('evaluates at most the limit of 300 simultaneous wrong passwords, then refuses the right one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login('racer', `wrong-guess-${i}`, '198.51.100.20')),
    );
    const statuses = answers.map((a) => a.statusCode);
    const evaluated = statuses.filter((s) => s === 401).length;
    const refused = statuses.filter((s) => s === 429).length;
    console.log(
      `300 concurrent wrong logins: ${evaluated} evaluated (401), ${refused} refused unevaluated (429)`,
    );
    expect(evaluated + refused).toBe(300);
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(await throttleRow('username', 'racer')).toMatchObject({
      failures: evaluated,
      in_flight: 0,
    });

    const right = await login('racer', PASSWORD, '198.51.100.20');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The storm came from one address: another player there, never seen before, still gets in.
    expect((await login('bystander', PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });
});

describe('one guessing address', () => {
  const SHARED = '198.51.100.30';

  it('does not keep out a player behind the same address, nor a player elsewhere', async () => {
    // The neighbour has logged in from this address before (a NAT, an office, a mobile carrier).
    expect((await login('neighbour', PASSWORD, SHARED)).statusCode).toBe(200);
    // Password spraying from the shared address: one guess for each of 40 usernames.
    const spray: number[] = [];
    for (let i = 0; i < 40; i++)
      spray.push((await login(`sprayed-${i}`, 'Summer2024!', SHARED)).statusCode);
    expect(spray.filter((s) => s === 401)).toHaveLength(30);
    expect(spray.slice(30)).toEqual(Array(10).fill(429));
    // And 40 guesses at one username from the same address.
    for (let i = 0; i < 40; i++) await login('target', `guess-${i}`, SHARED);
    expect((await login('target', PASSWORD, SHARED)).statusCode).toBe(429);

    expect((await login('neighbour', PASSWORD, SHARED)).statusCode).toBe(200);
    expect((await login('newcomer', PASSWORD, '198.51.100.31')).statusCode).toBe(200);
  });

  it('keeps refusing usernames never logged in from that address while it is over its limit', async () => {
    const refused = await login('newcomer', PASSWORD, SHARED);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the HTTP rate limit of /login', () => {
  it('slows one address hammering one username without refusing another player behind it', async () => {
    const limited = await createTestContext({
      loginRateLimitPerMinute: 5,
      loginMaxFailuresPerUsername: 1_000,
    });
    try {
      await addPlayer(limited.db, 'behind-nat', 0, PASSWORD);
      const from = '198.51.100.70';
      const hammer = (username: string, password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username, password },
          remoteAddress: from,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await hammer('hammered', `guess-${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      expect((await hammer('behind-nat', PASSWORD)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a locked username', () => {
  it('waits 1, 2, 4 then 8 minutes (the cap) between guesses, and refuses the right password meanwhile', async () => {
    const FROM = '198.51.100.40';
    for (let i = 0; i < 5; i++)
      expect((await login('grower', `guess-${i}`, FROM)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 5; round++) {
      const locked = await login('grower', PASSWORD, FROM, { 'accept-language': 'en' });
      expect(locked.statusCode).toBe(429);
      waits.push(Number(locked.headers['retry-after']));
      await lockPasses('grower');
      // One guess is evaluated when the lock has passed; the next lock is longer.
      expect((await login('grower', `late-guess-${round}`, FROM)).statusCode).toBe(401);
    }
    const minutes = waits.map((s) => Math.ceil(s / 60));
    console.log(`successive waits (s): ${waits.join(', ')}`);
    expect(minutes).toEqual([1, 2, 4, 8, 8]);
    expect(waits[0]).toBeGreaterThanOrEqual(59);
  });

  it('says when to retry, in the player language', async () => {
    const FROM = '198.51.100.40';
    const en = await login('grower', PASSWORD, FROM, { 'accept-language': 'en' });
    expect(en.json().error).toBe('Too many failed login attempts. Please try again in 8 minutes.');
    expect(en.json().message).toBe(en.json().error);
    const fr = await login('grower', PASSWORD, FROM, { 'accept-language': 'fr' });
    expect(fr.json().error).toBe(
      'Trop de tentatives de connexion échouées. Réessayez dans 8 minutes.',
    );
    const ar = await login('grower', PASSWORD, FROM, { 'accept-language': 'ar' });
    expect(ar.json().error).toBe('محاولات تسجيل دخول فاشلة كثيرة. يرجى المحاولة بعد 8 دقائق.');
  });

  it('does not keep the player out from an address they have logged in from before', async () => {
    const HOME = '198.51.100.50';
    expect((await login('homer', PASSWORD, HOME)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) await login('homer', `guess-${i}`, '198.51.100.51');
    expect((await login('homer', PASSWORD, '198.51.100.52')).statusCode).toBe(429);
    expect((await login('homer', PASSWORD, HOME)).statusCode).toBe(200);
  });
});

describe('throttle rows', () => {
  it('are forgotten once their window and lock have passed: purged, and never counted meanwhile', async () => {
    const FROM = '198.51.100.60';
    for (let i = 0; i < 5; i++) await login('expiring', `guess-${i}`, FROM);
    expect((await login('expiring', PASSWORD, FROM)).statusCode).toBe(429);
    await login('someone-else', 'guess', '198.51.100.61');

    await t.db.query(
      `UPDATE login_throttle SET locked_until = now() - interval '1 second', expires_at = now() - interval '1 second'
        WHERE key IN ('expiring', $1)`,
      [FROM],
    );
    // Expired but not yet purged: the old failures no longer count.
    expect((await login('expiring', PASSWORD, FROM)).statusCode).toBe(200);

    // From another address: the one above is now known for this player (its own bucket).
    await login('expiring', 'guess', '198.51.100.62');
    expect(await throttleRow('username', 'expiring')).toMatchObject({ failures: 1 });
    await t.db.query(
      `UPDATE login_throttle SET expires_at = now() - interval '1 second' WHERE key = 'expiring'`,
    );
    const purged = await purgeExpiredThrottles(t.db, 30);
    expect(purged.throttles).toBeGreaterThanOrEqual(1);
    expect(await throttleRow('username', 'expiring')).toBeUndefined();
    expect(await throttleRow('username', 'someone-else')).toMatchObject({ failures: 1 });
  });

  it('are purged by a timer while the API runs', async () => {
    const quick = await createTestContext({ loginThrottlePurgeSeconds: 1 });
    try {
      await quick.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'nobody', password: 'x' },
      });
      await quick.db.query(`UPDATE login_throttle SET expires_at = now() - interval '1 second'`);
      const deadline = Date.now() + 5_000;
      let left = 1;
      while (left > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        left = (await quick.db.query('SELECT count(*)::int AS n FROM login_throttle')).rows[0].n;
      }
      expect(left).toBe(0);
    } finally {
      await quick.close();
    }
  });
});
