/**
 * The platform's cashier against this sandbox over HTTP: the real API (on its own test database)
 * talks to the real sandbox server through its Konnect and Flouci adapters, and the test plays the
 * player's browser on the hosted page. A paid deposit is credited once whatever the order of the
 * webhook, the player's return and a status poll; a declined card credits nothing and says why;
 * a withdrawal approved through the operator route is paid out by the sandbox.
 *
 * The sandbox's webhook calls are held (its `notify`) and delivered over HTTP by the test, so the
 * test chooses when the webhook arrives relative to the return and the poll.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  loginToken,
  reconcileLedger,
  type TestContext,
} from '@casino/api/testing';
import { createPool, migrate, provisionDatabase } from '@casino/provider-kit';
import type { FastifyInstance } from 'fastify';
import { buildSandboxApp } from '../src/app';
import type { SandboxConfig } from '../src/config';
import { SANDBOX_MIGRATIONS, type Db } from '../src/db';

const keys = {
  konnectApiKey: randomBytes(24).toString('hex'),
  konnectWalletId: randomBytes(12).toString('hex'),
  flouciAppToken: randomBytes(16).toString('hex'),
  flouciAppSecret: randomBytes(24).toString('hex'),
};
const operatorToken = randomBytes(24).toString('hex');
// Where the API tells the provider to send the player and the webhook; the test delivers both.
const SITE = 'http://site.invalid';

let sandbox: FastifyInstance;
let sandboxDb: Db;
let sandboxUrl: string;
let t: TestContext;
let apiUrl: string;
const heldWebhooks: string[] = [];

beforeAll(async () => {
  const name = `sandbox_${randomBytes(4).toString('hex')}`;
  const admin = process.env.TEST_PG_ADMIN_URL!;
  const password = randomBytes(12).toString('hex');
  await provisionDatabase(admin, { database: name, role: name, password });
  const url = new URL(`/${name}`, admin);
  url.username = name;
  url.password = password;
  sandboxDb = createPool(url.toString());
  await migrate(sandboxDb, SANDBOX_MIGRATIONS);
  const config: SandboxConfig = {
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://payments.invalid',
    keys,
    pgDataDir: '',
    pgPort: 0,
    logLevel: 'silent',
  };
  sandbox = await buildSandboxApp({
    config,
    db: sandboxDb,
    notify: async (hook) => void heldWebhooks.push(hook),
  });
  sandboxUrl = await sandbox.listen({ host: '127.0.0.1', port: 0 });

  t = await createTestContext({
    payments: {
      methods: ['konnect', 'flouci'],
      konnect: {
        baseUrl: `${sandboxUrl}/konnect`,
        apiKey: keys.konnectApiKey,
        receiverWalletId: keys.konnectWalletId,
      },
      flouci: {
        baseUrl: `${sandboxUrl}/flouci`,
        appToken: keys.flouciAppToken,
        appSecret: keys.flouciAppSecret,
      },
      publicUrl: SITE,
      depositTtlMinutes: 30,
      playerDailyDeposit: 12_000_000,
      playerDailyWithdrawal: 6_000_000,
      operatorToken,
    },
  });
  apiUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  await sandboxDb?.end();
});

async function player(cash = 0) {
  const name = `p${randomBytes(4).toString('hex')}`;
  const id = await addPlayer(t.db, name, cash);
  return { id, headers: bearer(await loginToken(t.app, name)) };
}

async function api(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const headers = { ...init.headers, ...(init.body ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${apiUrl}${path}`, { ...init, headers });
  return { status: response.status, body: await response.json() };
}

/** The player's browser on the hosted page: submits the form, answers where it is sent back. */
async function payOnHostedPage(payUrl: string, form: Record<string, string>): Promise<URL> {
  const page = new URL(payUrl);
  const target = `${sandboxUrl}${page.pathname}${page.search}`;
  expect((await fetch(target)).status).toBe(200);
  const answer = await fetch(target, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

/** Delivers the sandbox's held webhook calls for `ref` to the API, as the site's edge would. */
async function deliverWebhooks(ref: string): Promise<string[]> {
  const statuses: string[] = [];
  for (const hook of heldWebhooks.filter((held) => held.includes(ref))) {
    const at = new URL(hook);
    const response = await fetch(`${apiUrl}${at.pathname}${at.search}`);
    expect(response.status).toBe(200);
    statuses.push(((await response.json()) as { message: string }).message);
  }
  return statuses;
}

async function depositMovements(playerId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM wallet_transactions WHERE player_id = $1 AND kind = 'deposit'",
    [playerId],
  );
  return rows[0]!.n;
}

async function startDeposit(headers: Record<string, string>, method: string, amount: number) {
  const started = await api('/api/payments/deposits', {
    method: 'POST',
    headers,
    body: JSON.stringify({ method, amount }),
  });
  expect(started.status).toBe(200);
  expect(started.body).toMatchObject({ status: 'pending', amount });
  return started.body as { id: number; pay_url: string };
}

const refOf = (payUrl: string) =>
  new URL(payUrl).searchParams.get('payment_ref') ?? new URL(payUrl).pathname.split('/').pop()!;

describe('deposits through the hosted page', () => {
  // Orders of the three ways the platform hears of a paid payment. Flouci has no webhook (its
  // API announces a payment only by the redirect), so its deposits are heard by return and poll.
  const orders = [
    ['konnect', ['webhook', 'return', 'poll']],
    ['konnect', ['return', 'webhook', 'poll']],
    ['konnect', ['poll', 'return', 'webhook']],
    ['flouci', ['poll', 'return']],
  ] as const;
  for (const [method, order] of orders) {
    it(`credits a paid ${method} deposit once: ${order.join(', ')}`, async () => {
      const me = await player();
      const deposit = await startDeposit(me.headers, method, 25_000);
      expect(deposit.pay_url.startsWith('http://payments.invalid/')).toBe(true);
      const back = await payOnHostedPage(
        deposit.pay_url,
        method === 'konnect'
          ? { method: 'card', card: '4242 4242 4242 4242' }
          : { method: 'wallet' },
      );
      expect(back.origin).toBe(SITE);
      expect(back.searchParams.get('deposit')).toBe(String(deposit.id));
      expect(back.searchParams.get('outcome')).toBe('success');
      const ref = refOf(deposit.pay_url);
      const steps = {
        webhook: async () => expect(await deliverWebhooks(ref)).toEqual(['credited']),
        // The return page and the poll both read the deposit; each re-reads the provider.
        return: async () =>
          expect(
            (await api(`/api/payments/deposits/${back.searchParams.get('deposit')}`, me)).body,
          ).toMatchObject({ status: 'credited', pay_url: null }),
        poll: async () =>
          expect((await api(`/api/payments/deposits/${deposit.id}`, me)).body.status).toBe(
            'credited',
          ),
      };
      for (const step of order) await steps[step]();
      // A replayed webhook changes nothing either.
      if (method === 'konnect') await steps.webhook();
      expect(await cashOf(t.db, me.id)).toBe(25_000);
      expect(await depositMovements(me.id)).toBe(1);
      const user = await api('/api/UserDetails', me);
      expect(user.body.balance).toBe(25_000);
    });
  }

  it('credits nothing for a declined card and keeps the reason', async () => {
    const me = await player();
    const deposit = await startDeposit(me.headers, 'konnect', 30_000);
    const back = await payOnHostedPage(deposit.pay_url, {
      method: 'card',
      card: '4000 0000 0000 0002',
    });
    expect(back.searchParams.get('outcome')).toBe('fail');
    await deliverWebhooks(refOf(deposit.pay_url));
    const seen = (await api(`/api/payments/deposits/${deposit.id}`, me)).body;
    expect(seen).toMatchObject({ status: 'failed', reason: 'card declined', pay_url: null });
    expect(await cashOf(t.db, me.id)).toBe(0);
    expect(await depositMovements(me.id)).toBe(0);
  });

  it("answers 404 for another player's deposit", async () => {
    const owner = await player();
    const other = await player();
    const deposit = await startDeposit(owner.headers, 'konnect', 10_000);
    expect((await api(`/api/payments/deposits/${deposit.id}`, other)).status).toBe(404);
  });
});

describe('withdrawals paid out by the sandbox', () => {
  it('holds the amount, and the operator approval pays it out', async () => {
    const me = await player(100_000);
    const asked = await api('/api/payments/withdrawals', {
      method: 'POST',
      headers: me.headers,
      body: JSON.stringify({ method: 'konnect', amount: 40_000, account: '22123456' }),
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: 'requested', amount: 40_000 });
    expect(await cashOf(t.db, me.id)).toBe(60_000);

    const operator = { authorization: `Bearer ${operatorToken}` };
    const approved = await api(`/api/operator/withdrawals/${asked.body.id}/approve`, {
      method: 'POST',
      headers: operator,
      body: '{}',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'paid', payout_ref: expect.any(String) });
    const mine = (await api('/api/payments/withdrawals', me)).body as { status: string }[];
    expect(mine[0]).toMatchObject({ status: 'paid' });
    expect(await cashOf(t.db, me.id)).toBe(60_000);

    // Approving again pays nothing twice.
    const again = await api(`/api/operator/withdrawals/${asked.body.id}/approve`, {
      method: 'POST',
      headers: operator,
      body: '{}',
    });
    expect(again.status).toBe(409);
    expect((await reconcileLedger(t.db)).ok).toBe(true);
  });
});
