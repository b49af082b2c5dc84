/** Builds the real app on a fresh database cloned from the test template. */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { App } from '../context';
import { createPool, type Db } from '../db/pool';
import { API_ROLE, OWNER_ROLE, withDatabase, withUser } from '../db/roles';
import { createPlayer } from '../modules/players/service';
import { signRequest } from '../modules/seamless/signature';
import { deposit } from '../modules/wallet/service';

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  /** The test's own database, cloned from the template. */
  database: string;
  close(): Promise<void>;
}

export async function createTestContext(
  overrides: Partial<Config> = {},
  poolSize = 10,
  build: Pick<BuildOptions, 'paymentAdapters' | 'now'> = {},
): Promise<TestContext> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl)
    throw new Error('TEST_PG_ADMIN_URL is not set: run the tests through rstest (global setup)');
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  const admin = createPool(adminUrl, 1);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE casino_test_template OWNER ${OWNER_ROLE}`);
  // The app connects as the API's role, as in production: no superuser, no owner.
  const db = createPool(testDatabaseUrl(name, 'api'), poolSize);
  const config = { ...loadConfig({}), databaseUrl: 'test', ...overrides };
  const app = await buildApp({ config, db, logger: false, ...build });
  await app.ready();
  return {
    app,
    db,
    config,
    database: name,
    async close() {
      await app.close();
      await db.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Connection string of a test database as the API's role or the owner (migrations, repairs). */
export function testDatabaseUrl(database: string, role: 'api' | 'owner'): string {
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const password =
    role === 'api' ? process.env.TEST_PG_API_PASSWORD! : process.env.TEST_PG_OWNER_PASSWORD!;
  return withUser(
    withDatabase(adminUrl, database),
    role === 'api' ? API_ROLE : OWNER_ROLE,
    password,
  );
}

export async function addPlayer(
  db: Db,
  username: string,
  cash = 0,
  password = 'secret1234',
): Promise<number> {
  const id = await createPlayer(db, { username, password, name: 'Test', surname: username });
  if (cash > 0) await deposit(db, id, cash);
  return id;
}

export async function loginToken(
  app: App,
  username: string,
  password = 'secret1234',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token as string;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export interface SignOptions {
  /** X-Timestamp in ms; now by default. Distinct timestamps make distinct signatures. */
  timestamp?: number;
  secret?: string;
}

/**
 * A provider callback as the provider sends it: the body (with `kind` = the action unless the
 * body names its own `kind`, even as undefined) and headers signed over method, path and body.
 */
export function signedRequest(
  config: Config,
  provider: string,
  action: string,
  body: unknown,
  options: SignOptions = {},
) {
  const withKind =
    body !== null && typeof body === 'object' && !Array.isArray(body) && !('kind' in body)
      ? { kind: action, ...body }
      : body;
  const raw = JSON.stringify(withKind);
  const timestamp = String(options.timestamp ?? Date.now());
  const secret =
    options.secret ??
    (Object.hasOwn(config.providerSecrets, provider)
      ? config.providerSecrets[provider]
      : undefined) ??
    'none';
  const url = `/api/wallet/${provider}/${action}`;
  const signature = signRequest({ secret, timestamp, method: 'POST', path: url, body: raw });
  return {
    method: 'POST' as const,
    url,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signature,
    },
    payload: raw,
  };
}

/** A provider callback signed as the provider would sign it. */
export function signedPost(
  app: App,
  config: Config,
  provider: string,
  action: string,
  body: unknown,
  options: SignOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject(signedRequest(config, provider, action, body, options));
}

export async function cashOf(db: Db, playerId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    `SELECT balance FROM accounts WHERE player_id = $1 AND kind = 'cash'`,
    [playerId],
  );
  return rows[0]!.balance;
}

export async function ledgerCount(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM wallet_transactions',
  );
  return rows[0]!.n;
}
