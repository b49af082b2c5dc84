/**
 * The wallet client against the real platform API (built in-process, listening on loopback, its
 * own PostgreSQL database): every movement, a lost answer retried under the same reference, a
 * refusal never retried, a wrong secret refused, and the signature restated here equal to the
 * platform's.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { platformSignRequest as platformSign } from '@casino/api/testing';
import { startPlatform, type Platform } from '../test/platform';
import { createWalletClient, WalletUnavailableError, type WalletClient } from './client';
import { signRequest } from './signature';

let platform: Platform;
let wallet: WalletClient;

/** A player with `cash` millimes and a launch token redeemed by the client. */
async function playerInGame(cash: number) {
  const player = await platform.player(cash);
  const token = (await platform.launch(player.bearer)).searchParams.get('token')!;
  const authenticated = await wallet.authenticate(token);
  if (!authenticated.ok) throw new Error(`authenticate: ${authenticated.status}`);
  return { ...player, token };
}

beforeAll(async () => {
  platform = await startPlatform();
  wallet = createWalletClient({
    baseUrl: platform.baseUrl,
    provider: 'studio',
    secret: platform.studioSecret,
  });
});
afterAll(() => platform.close());

describe('wallet client against the platform API', () => {
  it('signs exactly as the platform does', () => {
    const input = {
      secret: 'k'.repeat(40),
      timestamp: 1_700_000_000_123,
      method: 'post',
      path: '/api/wallet/studio/bet',
      body: '{"kind":"bet","é":1}',
    };
    expect(signRequest(input)).toBe(platformSign(input));
  });

  it('authenticates a launch token once, with the player and balance', async () => {
    const player = await platform.player(40_000);
    const url = await platform.launch(player.bearer, 1002);
    const token = url.searchParams.get('token')!;
    const first = await wallet.authenticate(token);
    expect(first).toMatchObject({
      ok: true,
      player_id: player.id,
      username: player.username,
      balance: 40_000,
      game_id: 1002,
      currency: 'TND',
    });
    expect(await wallet.authenticate(token)).toMatchObject({
      ok: false,
      status: 'invalid_token',
      httpStatus: 401,
    });
    expect(await wallet.balance(token)).toMatchObject({ ok: true, balance: 40_000 });
  });

  it('bets and wins, moving the platform balance by exactly the round result', async () => {
    const player = await playerInGame(50_000);
    const bet = await wallet.bet({
      token: player.token,
      round: 'r-bw-1',
      reference: 'r-bw-1:bet',
      amount: 2_000,
    });
    expect(bet).toMatchObject({ ok: true, balance: 48_000 });
    const win = await wallet.win({
      token: player.token,
      round: 'r-bw-1',
      reference: 'r-bw-1:win',
      amount: 7_500,
    });
    expect(win).toMatchObject({ ok: true, balance: 55_500 });
    expect(await platform.cash(player.id)).toBe(55_500);
  });

  it('pays a jackpot hit once per reference, only for a round the player staked in, and reports the pools', async () => {
    const player = await playerInGame(10_000);
    await wallet.bet({
      token: player.token,
      round: 'r-jp-1',
      reference: 'r-jp-1:bet',
      amount: 1_000,
    });
    await wallet.win({ token: player.token, round: 'r-jp-1', reference: 'r-jp-1:win', amount: 0 });
    const hit = {
      token: player.token,
      round: 'r-jp-1',
      reference: 'r-jp-1:jackpot:Bronze',
      tier: 'Bronze' as const,
      amount: 1_234_567,
    };
    expect(await wallet.jackpot(hit)).toMatchObject({ ok: true, balance: 9_000 + 1_234_567 });
    expect(await wallet.jackpot(hit)).toMatchObject({ ok: true, replayed: true });
    expect(await platform.cash(player.id)).toBe(9_000 + 1_234_567);
    expect(await wallet.jackpot({ ...hit, round: 'r-jp-none', reference: 'r-jp-2' })).toMatchObject(
      { ok: false, status: 'round_not_found', httpStatus: 404 },
    );

    expect(
      await wallet.reportPools({
        version: 1_000,
        diamond: 50_000_001,
        golden: 15_000_001,
        silver: 5_000_001,
        bronze: 1_000_001,
      }),
    ).toEqual({ ok: true, status: 'ok', kept: true });
    expect(
      await wallet.reportPools({ version: 999, diamond: 1, golden: 1, silver: 1, bronze: 1 }),
    ).toEqual({ ok: true, status: 'ok', kept: false });
  });

  it('rolls a bet back, and refuses to roll back a bet whose round paid', async () => {
    const player = await playerInGame(10_000);
    await wallet.bet({
      token: player.token,
      round: 'r-rb-1',
      reference: 'r-rb-1:bet',
      amount: 3_000,
    });
    expect(await wallet.rollback({ token: player.token, reference: 'r-rb-1:bet' })).toMatchObject({
      ok: true,
      balance: 10_000,
      rolled_back: 3_000,
    });
    expect(await platform.cash(player.id)).toBe(10_000);

    await wallet.bet({
      token: player.token,
      round: 'r-rb-2',
      reference: 'r-rb-2:bet',
      amount: 1_000,
    });
    await wallet.win({ token: player.token, round: 'r-rb-2', reference: 'r-rb-2:win', amount: 0 });
    expect(await wallet.rollback({ token: player.token, reference: 'r-rb-2:bet' })).toMatchObject({
      ok: false,
      status: 'round_settled',
      httpStatus: 409,
    });
    expect(await platform.cash(player.id)).toBe(9_000);
  });

  it('retries a bet whose answer was lost, re-signed, and the money moves once', async () => {
    const player = await playerInGame(20_000);
    const signatures: string[] = [];
    let lost = 0;
    const losingFirstAnswer: typeof fetch = async (input, init) => {
      signatures.push(String((init?.headers as Record<string, string>)['x-signature']));
      const response = await fetch(input, init);
      if (lost++ === 0) throw new TypeError('socket hang up (answer lost on the way back)');
      return response;
    };
    const retries: number[] = [];
    const flaky = createWalletClient({
      baseUrl: platform.baseUrl,
      provider: 'studio',
      secret: platform.studioSecret,
      fetch: losingFirstAnswer,
      retryDelaysMs: [10, 10],
      onRetry: ({ attempt }) => retries.push(attempt),
    });
    const bet = await flaky.bet({
      token: player.token,
      round: 'r-retry-1',
      reference: 'r-retry-1:bet',
      amount: 4_000,
    });
    expect(bet).toMatchObject({ ok: true, balance: 16_000, replayed: true });
    expect(retries).toEqual([1]);
    expect(new Set(signatures).size).toBe(2);
    expect(await platform.cash(player.id)).toBe(16_000);
  });

  it('retries after a 5xx and gives up with WalletUnavailableError when nothing answers', async () => {
    const player = await playerInGame(5_000);
    let calls = 0;
    const busyOnce: typeof fetch = async (input, init) =>
      calls++ === 0 ? new Response('{"message":"busy"}', { status: 503 }) : fetch(input, init);
    const busy = createWalletClient({
      baseUrl: platform.baseUrl,
      provider: 'studio',
      secret: platform.studioSecret,
      fetch: busyOnce,
      retryDelaysMs: [10],
    });
    expect(
      await busy.bet({
        token: player.token,
        round: 'r-5xx',
        reference: 'r-5xx:bet',
        amount: 1_000,
      }),
    ).toMatchObject({ ok: true, balance: 4_000 });

    const down = createWalletClient({
      baseUrl: 'http://127.0.0.1:9',
      provider: 'studio',
      secret: platform.studioSecret,
      retryDelaysMs: [5, 5],
    });
    await expect(
      down.bet({ token: player.token, round: 'r-down', reference: 'r-down:bet', amount: 1_000 }),
    ).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(await platform.cash(player.id)).toBe(4_000);
  });

  it('answers a refusal at once, without retrying: insufficient funds moves nothing', async () => {
    const player = await playerInGame(1_000);
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    const client = createWalletClient({
      baseUrl: platform.baseUrl,
      provider: 'studio',
      secret: platform.studioSecret,
      fetch: counting,
    });
    expect(
      await client.bet({
        token: player.token,
        round: 'r-poor',
        reference: 'r-poor:bet',
        amount: 1_001,
      }),
    ).toMatchObject({
      ok: false,
      status: 'insufficient_funds',
      httpStatus: 402,
      balance: 1_000,
    });
    expect(calls).toBe(1);
    expect(await platform.cash(player.id)).toBe(1_000);
  });

  it('is refused with a wrong secret, and nothing moves', async () => {
    const player = await playerInGame(8_000);
    const forger = createWalletClient({
      baseUrl: platform.baseUrl,
      provider: 'studio',
      secret: 'x'.repeat(64),
    });
    expect(
      await forger.bet({
        token: player.token,
        round: 'r-forged',
        reference: 'r-forged:bet',
        amount: 1_000,
      }),
    ).toMatchObject({
      ok: false,
      status: 'invalid_signature',
      httpStatus: 401,
    });
    expect(await platform.cash(player.id)).toBe(8_000);
  });
});
