/**
 * The sandbox on its own database (a fresh one on the tests' PostgreSQL): Konnect's and Flouci's
 * shapes end to end through the hosted page, the webhook after a decided payment, the test cards,
 * keys refused, and payouts paid once per reference.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { FastifyInstance } from 'fastify';
import { buildSandboxApp } from '../src/app';
import type { SandboxConfig } from '../src/config';
import { createPool, migrate, provisionDatabase } from '@casino/provider-kit';
import { SANDBOX_MIGRATIONS, type Db } from '../src/db';

const keys = {
  konnectApiKey: randomBytes(24).toString('hex'),
  konnectWalletId: 'wallet-1',
  flouciAppToken: randomBytes(16).toString('hex'),
  flouciAppSecret: randomBytes(24).toString('hex'),
};
let app: FastifyInstance;
let db: Db;
const name = `sandbox_${randomBytes(4).toString('hex')}`;
const notified: string[] = [];

beforeAll(async () => {
  const admin = process.env.TEST_PG_ADMIN_URL!;
  const password = randomBytes(12).toString('hex');
  await provisionDatabase(admin, { database: name, role: name, password });
  const url = new URL(`/${name}`, admin);
  url.username = name;
  url.password = password;
  db = createPool(url.toString());
  await migrate(db, SANDBOX_MIGRATIONS);
  const config: SandboxConfig = {
    host: '127.0.0.1',
    port: 0,
    publicUrl: 'http://127.0.0.1:3420',
    keys,
    pgDataDir: '',
    pgPort: 0,
    logLevel: 'silent',
  };
  app = await buildSandboxApp({ config, db, notify: async (u) => void notified.push(u) });
});
afterAll(async () => {
  await app.close();
  await db.end();
});

const konnect = { 'x-api-key': keys.konnectApiKey };
const back = 'http://127.0.0.1:8080/cashier/return?deposit=1';

async function initKonnect(amount = 50_000) {
  const answer = await app.inject({
    method: 'POST',
    url: '/konnect/api/v2/payments/init-payment',
    headers: konnect,
    payload: {
      receiverWalletId: 'wallet-1',
      token: 'TND',
      amount,
      lifespan: 30,
      successUrl: `${back}&outcome=success`,
      failUrl: `${back}&outcome=fail`,
      webhook: 'http://127.0.0.1:8080/api/payments/konnect/webhook',
      orderId: 'deposit-1',
    },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { payUrl: string; paymentRef: string };
}

function pay(path: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('Konnect shape', () => {
  it('pays with the success card, redirects and calls the webhook', async () => {
    const { payUrl, paymentRef } = await initKonnect();
    const page = await app.inject({ url: new URL(payUrl).pathname + new URL(payUrl).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('50.000 TND');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const paid = await pay(`/konnect/pay?payment_ref=${paymentRef}`, {
      method: 'card',
      card: '4242 4242 4242 4242',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${back}&outcome=success`);
    expect(notified).toContain(
      `http://127.0.0.1:8080/api/payments/konnect/webhook?payment_ref=${paymentRef}`,
    );
    const details = await app.inject({
      url: `/konnect/api/v2/payments/${paymentRef}`,
      headers: konnect,
    });
    expect(details.json().payment).toMatchObject({
      status: 'completed',
      amount: 50_000,
      token: 'TND',
    });
    // A paid payment cannot be paid again with another card.
    await pay(`/konnect/pay?payment_ref=${paymentRef}`, {
      method: 'card',
      card: '4000000000000002',
    });
    expect(
      (await app.inject({ url: `/konnect/api/v2/payments/${paymentRef}`, headers: konnect })).json()
        .payment.status,
    ).toBe('completed');
  });

  it('reports a declined card as a failed transaction and sends the player to the fail link', async () => {
    const { paymentRef } = await initKonnect();
    const declined = await pay(`/konnect/pay?payment_ref=${paymentRef}`, {
      method: 'card',
      card: '4000000000000002',
    });
    expect(declined.headers.location).toBe(`${back}&outcome=fail`);
    const details = (
      await app.inject({ url: `/konnect/api/v2/payments/${paymentRef}`, headers: konnect })
    ).json();
    expect(details.payment.status).toBe('pending');
    expect(details.payment.transactions.at(-1)).toMatchObject({
      status: 'failed',
      failureReason: 'card declined',
    });
  });

  it('refuses a wrong key and a bad body', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/konnect/api/v2/payments/init-payment',
      headers: { 'x-api-key': 'nope' },
      payload: {},
    });
    expect(wrong.statusCode).toBe(401);
    const { paymentRef } = await initKonnect();
    expect((await app.inject({ url: `/konnect/api/v2/payments/${paymentRef}` })).statusCode).toBe(
      401,
    );
    const bad = await app.inject({
      method: 'POST',
      url: '/konnect/api/v2/payments/init-payment',
      headers: konnect,
      payload: { receiverWalletId: 'wallet-1', token: 'EUR', amount: 1.5 },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('pays a payout reference once; an account ending in 0000 fails', async () => {
    const send = (reference: string, receiverWallet: string) =>
      app.inject({
        method: 'POST',
        url: '/konnect/api/v2/payouts',
        headers: konnect,
        payload: { reference, receiverWallet, amount: 20_000, token: 'TND' },
      });
    const first = (await send('withdrawal-1', '22123456')).json().payout;
    const again = (await send('withdrawal-1', '22123456')).json().payout;
    expect(first.status).toBe('completed');
    expect(again.id).toBe(first.id);
    expect((await send('withdrawal-2', '22120000')).json().payout).toMatchObject({
      status: 'failed',
      reason: 'receiver wallet closed',
    });
  });
});

describe('Flouci shape', () => {
  it('generates, pays with the wallet option and verifies', async () => {
    const generated = await app.inject({
      method: 'POST',
      url: '/flouci/api/generate_payment',
      payload: {
        app_token: keys.flouciAppToken,
        app_secret: keys.flouciAppSecret,
        amount: '20000',
        accept_card: 'true',
        session_timeout_secs: 1200,
        success_link: `${back}&outcome=success`,
        fail_link: `${back}&outcome=fail`,
        developer_tracking_id: 'deposit-2',
      },
    });
    const { payment_id: id } = generated.json().result;
    const headers = { apppublic: keys.flouciAppToken, appsecret: keys.flouciAppSecret };
    expect(
      (await app.inject({ url: `/flouci/api/verify_payment/${id}`, headers })).json().result.status,
    ).toBe('PENDING');
    const paid = await pay(`/flouci/pay/${id}`, { method: 'wallet' });
    expect(new URL(paid.headers.location as string).searchParams.get('payment_id')).toBe(id);
    expect(
      (await app.inject({ url: `/flouci/api/verify_payment/${id}`, headers })).json().result,
    ).toMatchObject({ status: 'SUCCESS', amount: 20_000 });
    expect(
      (
        await app.inject({
          url: `/flouci/api/verify_payment/${id}`,
          headers: { ...headers, appsecret: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
