/**
 * The Konnect and Flouci adapters against recorded exchanges of their documented APIs: what they
 * send (path, keys, amount in millimes, links) and how they read each answer, including a failed
 * card, an error status and an answer of the wrong shape, which must never read as paid.
 */
import { describe, expect, it } from '@rstest/core';
import { ProviderUnavailableError } from './adapter';
import { flouciAdapter } from './flouci';
import type { FetchLike } from './http';
import { konnectAdapter } from './konnect';
import flouciRecorded from './recorded/flouci.json';
import konnectRecorded from './recorded/konnect.json';

interface Exchange {
  request: { method: string; path: string; headers?: Record<string, string> };
  response: { status: number; body: unknown };
}

/** Answers one recorded exchange and keeps what the adapter sent. */
function replay(exchange: Exchange) {
  const sent: Array<{ url: URL; init: RequestInit }> = [];
  const fetchImpl: FetchLike = async (url, init) => {
    sent.push({ url: new URL(url), init });
    return new Response(JSON.stringify(exchange.response.body), {
      status: exchange.response.status,
    });
  };
  return { sent, fetchImpl };
}

const input = {
  amount: 50_000,
  orderId: 'deposit-1',
  successUrl: 'https://casino.example/cashier/return?deposit=1&outcome=success',
  failUrl: 'https://casino.example/cashier/return?deposit=1&outcome=fail',
  webhookUrl: 'https://casino.example/api/payments/konnect/webhook',
  lifespanMinutes: 30,
};

describe('Konnect adapter', () => {
  const settings = {
    baseUrl: 'https://api.sandbox.konnect.network/',
    apiKey: konnectRecorded.init.request.headers['x-api-key'],
    receiverWalletId: '5f0a1c2b3d4e5f6a7b8c9d0e',
  };

  it('starts a payment as init-payment documents it', async () => {
    const { sent, fetchImpl } = replay(konnectRecorded.init);
    const started = await konnectAdapter(settings, fetchImpl).initDeposit(input);
    expect(started).toEqual({
      providerRef: '6517c3a7d4a1b2c3d4e5f6a7',
      payUrl: konnectRecorded.init.response.body.payUrl,
    });
    expect(sent[0]!.url.pathname).toBe('/api/v2/payments/init-payment');
    expect(sent[0]!.init.method).toBe('POST');
    expect((sent[0]!.init.headers as Record<string, string>)['x-api-key']).toBe(settings.apiKey);
    expect(JSON.parse(String(sent[0]!.init.body))).toMatchObject({
      receiverWalletId: settings.receiverWalletId,
      token: 'TND',
      amount: 50_000,
      type: 'immediate',
      lifespan: 30,
      orderId: 'deposit-1',
      webhook: input.webhookUrl,
      successUrl: input.successUrl,
      failUrl: input.failUrl,
    });
  });

  it('reads completed, pending and declined payments', async () => {
    const read = async (exchange: Exchange) => {
      const { sent, fetchImpl } = replay(exchange);
      const status = await konnectAdapter(settings, fetchImpl).depositStatus(
        '6517c3a7d4a1b2c3d4e5f6a7',
      );
      expect(sent[0]!.url.pathname).toBe(exchange.request.path);
      return status;
    };
    expect(await read(konnectRecorded.completed)).toEqual({
      state: 'paid',
      amount: 50_000,
      currency: 'TND',
    });
    expect(await read(konnectRecorded.pending)).toEqual({
      state: 'pending',
      amount: 50_000,
      currency: 'TND',
    });
    expect(await read(konnectRecorded.declined)).toEqual({
      state: 'failed',
      amount: 50_000,
      currency: 'TND',
      reason: 'card declined',
    });
  });

  it('never reads an error or a changed shape as paid', async () => {
    await expect(
      konnectAdapter(settings, replay(konnectRecorded.unauthorized).fetchImpl).depositStatus('x'),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    const changed = {
      request: konnectRecorded.completed.request,
      response: { status: 200, body: { status: 'completed', amount: 50_000 } },
    };
    await expect(
      konnectAdapter(settings, replay(changed).fetchImpl).depositStatus('x'),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    const fractional = {
      request: konnectRecorded.completed.request,
      response: {
        status: 200,
        body: { payment: { status: 'completed', amount: 50.5, token: 'TND', transactions: [] } },
      },
    };
    await expect(
      konnectAdapter(settings, replay(fractional).fetchImpl).depositStatus('x'),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    const unreachable: FetchLike = async () => {
      throw new Error('ECONNREFUSED');
    };
    await expect(konnectAdapter(settings, unreachable).initDeposit(input)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
});

describe('Flouci adapter', () => {
  const settings = {
    baseUrl: 'https://developers.flouci.com',
    appToken: 'app-token-0123456789',
    appSecret: 'app-secret-0123456789abcdef',
  };

  it('generates a payment in millimes with the success and fail links', async () => {
    const { sent, fetchImpl } = replay(flouciRecorded.generate);
    const started = await flouciAdapter(settings, fetchImpl).initDeposit({
      ...input,
      amount: 20_000,
    });
    expect(started).toEqual({
      providerRef: 'tGXU3Cl0T2C6XNhi8jb7oA',
      payUrl: 'https://flouci.com/pay/tGXU3Cl0T2C6XNhi8jb7oA',
    });
    expect(sent[0]!.url.pathname).toBe('/api/generate_payment');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      app_token: settings.appToken,
      app_secret: settings.appSecret,
      amount: '20000',
      accept_card: 'true',
      session_timeout_secs: 1800,
      success_link: input.successUrl,
      fail_link: input.failUrl,
      developer_tracking_id: 'deposit-1',
    });
  });

  it('verifies SUCCESS, PENDING and FAILURE with the app headers', async () => {
    const read = async (exchange: Exchange) => {
      const { sent, fetchImpl } = replay(exchange);
      const status = await flouciAdapter(settings, fetchImpl).depositStatus(
        'tGXU3Cl0T2C6XNhi8jb7oA',
      );
      expect(sent[0]!.url.pathname).toBe('/api/verify_payment/tGXU3Cl0T2C6XNhi8jb7oA');
      expect(sent[0]!.init.headers).toMatchObject({
        apppublic: settings.appToken,
        appsecret: settings.appSecret,
      });
      return status;
    };
    expect(await read(flouciRecorded.success)).toEqual({
      state: 'paid',
      amount: 20_000,
      currency: 'TND',
    });
    expect(await read(flouciRecorded.pending)).toEqual({
      state: 'pending',
      amount: 20_000,
      currency: 'TND',
    });
    expect(await read(flouciRecorded.failure)).toEqual({
      state: 'failed',
      amount: 20_000,
      currency: 'TND',
      reason: 'FAILURE',
    });
  });

  it('refuses a generate_payment that did not succeed', async () => {
    const refused = {
      request: flouciRecorded.generate.request,
      response: { status: 200, body: { result: { success: false } } },
    };
    await expect(
      flouciAdapter(settings, replay(refused).fetchImpl).initDeposit(input),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
