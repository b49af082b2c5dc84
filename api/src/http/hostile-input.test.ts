/**
 * Property-based: hostile input for EVERY route of the running app (read from `app.routeTable`),
 * generated from each route's own schemas by fast-check (`../test/hostile-input.ts`), with a
 * valid player token on authenticated routes and correctly signed provider calls (the harness's
 * `signedPost`, so the suite follows the signature format). Asserts that no answer is a 5xx and
 * that no balance moved (sum, every account, ledger rows), and prints the figure.
 *
 * FUZZ_RUNS cases a route (250; 1000 for a deep run); a new seed each run (printed, FUZZ_SEED).
 */
import { afterAll, beforeAll, expect, it } from '@rstest/core';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../app';
import { insertSession } from '../modules/auth/repository';
import { hashToken, newOpaqueToken } from '../modules/auth/tokens';
import {
  ABSENT,
  asText,
  bodyValue,
  deepJsonText,
  headerText,
  hostileValue,
  nearlyValid,
  objectValue,
  queryString,
  rawQueryJunk,
  validValue,
  type KnownValues,
} from '../test/hostile-input';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  signedPost,
  type TestContext,
} from '../test/harness';

const RUNS = Number(process.env.FUZZ_RUNS || 250);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Date.now() ^ (Math.random() * 2 ** 31);

type Schema = Parameters<typeof objectValue>[0];

interface Case {
  params: Record<string, unknown>;
  query: string;
  body: unknown;
  rawBody?: string;
  contentType?: string;
  authorization: 'player' | 'none' | string;
  headers: Record<string, string>;
  remoteAddress?: string;
  signing: 'good' | 'wrong-secret' | 'stale';
}

interface Failure {
  route: string;
  status: number;
  request: string;
  answer: string;
}

let t: TestContext;
let fuzzerId: number;
const known: KnownValues = {};
const gameTokens: Record<string, string> = {};

async function gameSession(
  provider: 'studio' | 'sportsbook',
  playerToken: string,
): Promise<string> {
  const launched =
    provider === 'studio'
      ? await t.app.inject({
          method: 'POST',
          url: '/api/StartGame',
          headers: bearer(playerToken),
          payload: { game_id: 1001, provider: 37 },
        })
      : await t.app.inject({ url: '/api/sport?lang=fr', headers: bearer(playerToken) });
  const token = new URL(launched.json().url, 'http://x').searchParams.get('token')!;
  const redeemed = await signedPost(t.app, t.config, provider, 'authenticate', { token });
  if (redeemed.statusCode !== 200) throw new Error(`authenticate failed: ${redeemed.body}`);
  return token;
}

/** Every balance, their sum and the ledger's row counts: what no hostile request may change. */
async function moneyState(): Promise<string> {
  const { rows } = await t.db.query<{ state: string }>(
    `SELECT concat_ws(' | ',
       (SELECT sum(balance) FROM accounts),
       (SELECT count(*) FROM wallet_transactions),
       (SELECT count(*) FROM ledger_entries),
       (SELECT md5(string_agg(id || ':' || balance, ',' ORDER BY id)) FROM accounts)) AS state`,
  );
  return rows[0]!.state;
}

beforeAll(async () => {
  t = await createTestContext();
  // The fuzzing player holds nothing, so no bet it could place is accepted; a bystander holds
  // money that must not move either.
  fuzzerId = await addPlayer(t.db, 'fuzzer', 0);
  await addPlayer(t.db, 'bystander', 250_000);
  const playerToken = await loginToken(t.app, 'fuzzer');
  gameTokens.studio = await gameSession('studio', playerToken);
  gameTokens.sportsbook = await gameSession('sportsbook', playerToken);
  Object.assign(known, {
    username: ['fuzzer', 'bystander', 'FUZZER', ' fuzzer '],
    password: ['secret123'],
    game_id: [1001, 1150, 1310, '1001'],
    pro_id: ['37', '998', '38'],
    cat_id: ['11', '21', '31', 'favorite'],
    provider: [37, 998, 'studio', 'sportsbook', 'PRAGMATIC', '38'],
    type: ['1', '2', '3', '5', '6', 'Win', 'Lost'],
    file: ['1001.svg', '1310.svg', 'pragmatic.svg', 'slider1-desktop.svg', 'slider4-mobile.svg'],
    '*': [
      'index.css',
      'swagger-ui.css',
      'swagger-initializer.js',
      '../../package.json',
      '..%2f..%2fpackage.json',
    ],
    round: ['r-1', 'round.2'],
    reference: ['b-1', 'rollback:b-1', 'rollback/b-1'],
  } satisfies KnownValues);
});
afterAll(async () => t?.close());

function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|(\*)/g)].map((m) => m[1] ?? m[2]!);
}

function caseOf(route: RouteEntry): fc.Arbitrary<Case> {
  const schema = (route.schema ?? {}) as { params?: Schema; querystring?: Schema; body?: Schema };
  const signed = route.config?.signed === true;
  const action = route.url.split('/').at(-1)!;
  // A rollback of a reference never seen is a legitimate, recorded movement (a tombstone that
  // refuses the late bet): only a real session could do it, so rollbacks get no real token.
  const routeKnown: KnownValues =
    signed && action !== 'rollback' ? { ...known, token: Object.values(gameTokens) } : known;
  const paramArbs = Object.fromEntries(
    pathParams(route.url).map((name) => {
      const property = schema.params?.properties?.[name] ?? { type: 'string' };
      const value =
        name === 'provider'
          ? fc.oneof(
              { weight: 8, arbitrary: fc.constantFrom('studio', 'sportsbook') },
              {
                weight: 2,
                arbitrary: fc.oneof(validValue(property), nearlyValid(property), hostileValue),
              },
            )
          : fc.oneof(
              { weight: 3, arbitrary: validValue(property, name, routeKnown) },
              { weight: 1, arbitrary: nearlyValid(property, name, routeKnown) },
              { weight: 1, arbitrary: hostileValue },
            );
      return [name, value];
    }),
  );
  const query = fc.oneof(
    {
      weight: 8,
      arbitrary: schema.querystring
        ? objectValue(schema.querystring, routeKnown).map(queryString)
        : fc.constant(''),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 4 })
        .map(queryString),
    },
    { weight: 1, arbitrary: rawQueryJunk },
  );
  const body =
    route.method === 'GET' || route.method === 'HEAD'
      ? fc.constant<unknown>(ABSENT)
      : bodyValue(schema.body, routeKnown);
  const rawBody = fc.option(
    fc.oneof(
      fc.constantFrom(
        '{',
        '{"a":',
        '\u0000',
        '[1,2',
        'null',
        '"text"',
        '{"a":1}garbage',
        '\ufeff{}',
        '{"a":"\\u0000"}',
        '1e999',
        '{"__proto__":{"x":1}}',
      ),
      deepJsonText,
    ),
    { freq: 12 },
  );
  const contentType = fc.option(
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'multipart/form-data; boundary=x',
      'application/JSON',
      '',
    ),
    { freq: 10 },
  );
  const authorization = fc.oneof(
    {
      weight: route.config?.auth ? 17 : 1,
      arbitrary: fc.constant<Case['authorization']>('player'),
    },
    { weight: 2, arbitrary: fc.constant<Case['authorization']>('none') },
    {
      weight: 1,
      arbitrary: fc.oneof(
        headerText,
        headerText.map((s) => `Bearer ${s}`),
      ),
    },
  );
  const headers = fc.record(
    {
      'accept-language': headerText,
      'x-forwarded-for': headerText,
      'x-request-id': headerText,
      'x-timestamp': headerText,
    },
    { requiredKeys: [] },
  );
  // Varied client addresses: the login rate limit is per address, so most guesses get past it.
  const remoteAddress = fc.option(fc.oneof(fc.ipV4(), fc.ipV6()), {
    freq: route.url.endsWith('/login') ? 1 : 4,
  });
  const signing = fc.oneof(
    { weight: 18, arbitrary: fc.constant<Case['signing']>('good') },
    { weight: 1, arbitrary: fc.constantFrom<Case['signing']>('wrong-secret', 'stale') },
  );
  return fc
    .record({
      params: fc.record(paramArbs),
      query,
      body,
      rawBody: signed ? fc.constant(null) : rawBody,
      contentType: signed ? fc.constant(null) : contentType,
      authorization,
      headers,
      remoteAddress,
      signing,
    })
    .map((c) => ({
      ...c,
      headers: c.headers as Record<string, string>,
      rawBody: c.rawBody ?? undefined,
      contentType: c.contentType ?? undefined,
      remoteAddress: c.remoteAddress ?? undefined,
    }));
}

/** A lone surrogate cannot be percent-encoded (UTF-8 has no form for it): sent as U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}

function urlOf(route: RouteEntry, c: Case): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)|\*/g, (whole, name: string | undefined) => {
    const text = asText(c.params[name ?? '*']);
    const value = wellFormed(Array.isArray(text) ? text.join('/') : text);
    // The wildcard takes raw paths too ('../'), the named parameters one encoded segment.
    return whole === '*' && !/%/.test(value)
      ? value.replace(/[^A-Za-z0-9._~/-]/gu, encodeURIComponent)
      : encodeURIComponent(value);
  });
  return c.query ? `${path}?${c.query}` : path;
}

async function send(
  route: RouteEntry,
  c: Case,
  playerToken: () => Promise<string>,
): Promise<{ response: LightMyRequestResponse; described: string }> {
  const url = urlOf(route, c);
  const headers: Record<string, string> = { ...c.headers };
  if (c.authorization === 'player') Object.assign(headers, bearer(await playerToken()));
  else if (c.authorization !== 'none') headers.authorization = c.authorization;

  if (route.config?.signed) {
    const provider = encodeURIComponent(wellFormed(String(asText(c.params.provider))));
    const action = route.url.split('/').at(-1)!;
    const body = c.body === ABSENT ? null : c.body;
    // A provider the API does not know (`constructor` included) is signed with some other secret.
    const unknown = !Object.hasOwn(t.config.providerSecrets, provider);
    const secret = c.signing === 'wrong-secret' || unknown ? { secret: 'x'.repeat(40) } : {};
    const options = {
      ...secret,
      ...(c.signing === 'stale' ? { timestamp: Date.now() - 3_600_000 } : {}),
    };
    const response = await signedPost(t.app, t.config, provider, action, body, options);
    return {
      response,
      described: `POST /api/wallet/${provider}/${action} (${c.signing}) ${JSON.stringify(body)?.slice(0, 300)}`,
    };
  }

  let payload: string | undefined;
  if (c.rawBody !== undefined && route.method !== 'GET') payload = c.rawBody;
  else if (c.body !== ABSENT && c.body !== undefined) payload = JSON.stringify(c.body);
  if (payload !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    ...(c.remoteAddress ? { remoteAddress: c.remoteAddress } : {}),
  });
  return {
    response,
    described: `${route.method} ${url.slice(0, 300)} ${JSON.stringify(headers).slice(0, 200)} ${payload?.slice(0, 300) ?? ''}`,
  };
}

it(`answers hostile input on every route with no 5xx and no money moved (${RUNS} cases a route)`, async () => {
  const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD');
  // The table is the app's own: it lists every route, including the hidden ones.
  expect(routes.length).toBeGreaterThanOrEqual(40);
  expect(routes.some((r) => r.url === '/api/assets/games/:file')).toBe(true);

  const failures: Failure[] = [];
  const stateChanges: string[] = [];
  const unsendable: string[] = [];
  const statuses = new Map<number, number>();
  let cases = 0;
  const started = Date.now();
  const timings: string[] = [];

  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    const routeStarted = Date.now();
    // A token for the route; routes that end the session (logout, password change) get a fresh
    // one each case so that every case still reaches the handler.
    const endsSession = /\/(logout|ResetPassword)$/.test(route.url);
    let routeToken: string | undefined;
    const playerToken = async () => {
      if (routeToken && !endsSession) return routeToken;
      routeToken = newOpaqueToken();
      await insertSession(t.db, fuzzerId, hashToken(routeToken), 60);
      return routeToken;
    };
    const before = await moneyState();
    await fc.assert(
      fc.asyncProperty(caseOf(route), async (c) => {
        cases++;
        let sent: Awaited<ReturnType<typeof send>>;
        try {
          sent = await send(route, c, playerToken);
        } catch (error) {
          // A request the test could not even send is the generator's fault: reported, not hidden.
          unsendable.push(`${name}: ${(error as Error).message}`);
          return true;
        }
        const { response, described } = sent;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500)
          failures.push({
            route: name,
            status: response.statusCode,
            request: described,
            answer: response.body.slice(0, 300),
          });
        return true;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const after = await moneyState();
    if (after !== before) stateChanges.push(`${name}: ${before} -> ${after}`);
    timings.push(`${name} ${Date.now() - routeStarted} ms`);
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}:${n}`)
    .join(' ');
  console.log(
    [
      `hostile input: ${routes.length} routes, ${cases} cases (${RUNS} a route), ${failures.length} answers 5xx, ${stateChanges.length} routes changed money; seed ${SEED}; ${seconds} s`,
      `statuses: ${byStatus}${unsendable.length > 0 ? `; ${unsendable.length} cases could not be sent, e.g. ${unsendable.slice(0, 3).join(' / ')}` : ''}`,
      ...(process.env.FUZZ_TIMINGS ? timings : []),
    ].join('\n'),
  );
  expect(failures.slice(0, 10)).toEqual([]);
  expect(stateChanges).toEqual([]);
  expect(unsendable.slice(0, 10)).toEqual([]);
  expect(cases).toBe(routes.length * RUNS);
}, 900_000);
