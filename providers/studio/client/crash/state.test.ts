import { describe, expect, it } from '@rstest/core';
import { CrashState, LAST_CALL_MS } from './state';

const betting = (id: number, bettingEndsIn = 5_000) => ({
  type: 'round',
  round: { id, phase: 'betting', bettingEndsIn },
});

describe('crash page state', () => {
  it('offers a bet in betting until its last call, once per round', () => {
    const state = new CrashState();
    expect(state.canBet(0)).toBe(false);
    state.receive(betting(1), 1_000);
    expect(state.canBet(1_000)).toBe(true);
    expect(state.canBet(6_000 - LAST_CALL_MS - 1)).toBe(true);
    expect(state.canBet(6_000 - LAST_CALL_MS)).toBe(false);
    state.betSending(2_000, 150);
    expect(state.canBet(1_500)).toBe(false);
    const effects = state.receive({ type: 'bet-result', ok: true, bet: 9, balance: 8_000 }, 1_600);
    expect(effects).toEqual({ ownBet: true, balance: 8_000 });
    expect(state.myBet).toEqual({ id: 9, round: 1, amount: 2_000, auto: 150 });
    expect(state.canBet(1_700)).toBe(false);
  });

  it('shows a refusal and offers the bet again', () => {
    const state = new CrashState();
    state.receive(betting(1), 0);
    state.betSending(1_000, null);
    expect(state.receive({ type: 'bet-result', ok: false, status: 'limit' }, 10)).toEqual({
      refusal: { status: 'limit', alert: true },
    });
    expect(state.canBet(20)).toBe(true);
  });

  it('never shows a lower multiplier than one already shown, and follows the ticks', () => {
    const state = new CrashState();
    state.receive({ type: 'round', round: { id: 1, phase: 'running', elapsed: 0 } }, 1_000);
    expect(state.multiplierAt(1_000)).toBe(100);
    state.receive({ type: 'tick', round: 1, elapsed: 20_000, multiplier: 332 }, 2_000);
    expect(state.multiplierAt(2_000)).toBe(332);
    // A late tick never takes the multiplier back.
    state.receive({ type: 'tick', round: 1, elapsed: 1_000, multiplier: 106 }, 2_100);
    expect(state.multiplierAt(2_100)).toBeGreaterThanOrEqual(332);
  });

  it("cashes out the player's own bet, paid or automatic, and asks the wallet after a paid win", () => {
    const state = new CrashState();
    state.receive(betting(1), 0);
    state.betSending(1_000, 200);
    state.receive({ type: 'bet-result', ok: true, bet: 4, balance: 9_000 }, 10);
    state.receive({ type: 'round', round: { id: 1, phase: 'running', elapsed: 0 } }, 5_000);
    expect(state.canCashOut()).toBe(true);
    // Someone else's cash-out changes nothing of the player's.
    expect(state.receive({ type: 'cashed', bet: 5, cashout: 150, win: 1_500 }, 5_100)).toEqual({});
    expect(state.receive({ type: 'cashed', bet: 4, cashout: 200, win: 2_000 }, 5_200)).toEqual({
      ownBet: true,
    });
    expect(state.canCashOut()).toBe(false);
    expect(state.receive({ type: 'paid', bet: 4 }, 5_300)).toEqual({
      ownBet: true,
      readBalance: true,
    });
    expect(state.myBet).toMatchObject({ cashed: 200, win: 2_000, paid: true });
  });

  it('asks the wallet once when a round with the player in it ends, and marks a void bet', () => {
    const state = new CrashState();
    state.receive(betting(1), 0);
    state.betSending(1_000, null);
    state.receive({ type: 'bet-result', ok: true, bet: 4, balance: 9_000 }, 10);
    const crashed = { type: 'round', round: { id: 1, phase: 'crashed', crash: 250 } };
    expect(state.receive(crashed, 9_000)).toEqual({
      crashed: { id: 1, crash: 250 },
      readBalance: true,
    });
    expect(state.receive(crashed, 9_100)).toEqual({ crashed: { id: 1, crash: 250 } });

    const other = new CrashState();
    other.receive(betting(2), 0);
    other.betSending(1_000, null);
    other.receive({ type: 'bet-result', ok: true, bet: 7, balance: 9_000 }, 10);
    expect(other.receive({ type: 'round', round: { id: 2, phase: 'void' } }, 50)).toEqual({
      ownBet: true,
    });
    expect(other.receive({ type: 'refunded', bet: 7 }, 60)).toEqual({
      ownBet: true,
      readBalance: true,
    });
    expect(other.myBet).toMatchObject({ void: true, refunded: true });
  });

  it("takes the round, the history and the player's bet from the greeting", () => {
    const state = new CrashState();
    const effects = state.receive(
      {
        type: 'hello',
        round: { id: 3, phase: 'running', elapsed: 1_000 },
        history: [{ id: 2, crash: 180 }],
        bet: {
          id: 8,
          amount: 5_000,
          status: 'placed',
          cashout: null,
          win: null,
          autoCashout: null,
          settled: false,
        },
        balance: 4_000,
      },
      2_000,
    );
    expect(effects.history).toEqual([{ id: 2, crash: 180 }]);
    expect(effects.balance).toBe(4_000);
    expect(state.startedAt).toBe(1_000);
    expect(effects.ownBet).toBe(true);
    expect(state.myBet).toMatchObject({ id: 8, round: 3, amount: 5_000 });
    // A reload mid-round: the bet in play can still be cashed out.
    expect(state.canCashOut()).toBe(true);
  });

  it('forgets a bet in flight when the socket drops', () => {
    const state = new CrashState();
    state.receive(betting(1), 0);
    state.betSending(1_000, null);
    state.disconnected();
    expect(state.canBet(10)).toBe(true);
  });
});
