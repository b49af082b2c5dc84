import { describe, expect, it, rstest } from '@rstest/core';
import { createEventBus } from './bus';
import { initialSnapshot } from './snapshot';
import { BusContractError } from './validation';
import { isContractCompatible } from './contract-version';
import { addMillimes, millimes } from '../format/money';
import type { PlayerUser } from './contract';

const player: PlayerUser = {
  id: 7,
  sur_id: '100007',
  username: 'amira',
  name: 'Amira',
  surname: 'Ben Salah',
  currency: 'TND',
  balance: millimes(125_500),
  bounse: millimes(2_000),
  diamond_bet: millimes(0),
  silver_bet: millimes(0),
  golden_bet: millimes(0),
  jackpot_state: false,
  jackpot_name: null,
  jackpot_amount: null,
};

describe('event bus', () => {
  it('delivers a payload to every listener of that event only', () => {
    const bus = createEventBus({ validate: true });
    const toasts: string[] = [];
    const other = rstest.fn();
    bus.on('shell:show-toast', ({ message }) => toasts.push(message));
    bus.on('auth:log-out', other);
    bus.emit('shell:show-toast', { message: 'Game added to favorites!', autoCloseMs: 1000 });
    expect(toasts).toEqual(['Game added to favorites!']);
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus({ validate: true });
    const handler = rstest.fn();
    const off = bus.on('sport:reset', handler);
    off();
    bus.emit('sport:reset', {});
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects a payload that breaks the contract when validating', () => {
    const bus = createEventBus({ validate: true });
    const handler = rstest.fn();
    bus.on('auth:require-login', handler);
    expect(() =>
      bus.emit('auth:require-login', {
        isFullPage: false,
        then: { action: 'play-game', gameId: -1, providerId: 37, type: 4 },
      } as never),
    ).toThrow(BusContractError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects an unknown event name', () => {
    const bus = createEventBus({ validate: true });
    expect(() => bus.emit('casino:made-up' as never, {} as never)).toThrow(/unknown event name/);
  });

  it('derives the snapshot from state events', () => {
    const bus = createEventBus({ validate: true });
    const listener = rstest.fn();
    bus.subscribeSnapshot(listener);
    expect(bus.getSnapshot()).toEqual(initialSnapshot);
    bus.emit('language:changed', { language: 'ar', direction: 'rtl' });
    bus.emit('auth:changed', { tokenPresent: true, user: player });
    bus.emit('device:changed', { class: 'mobile', orientation: 'portrait' });
    expect(bus.getSnapshot()).toEqual({
      tokenPresent: true,
      user: player,
      language: 'ar',
      direction: 'rtl',
      device: { class: 'mobile', orientation: 'portrait' },
    });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('a user:updated replaces the snapshot user (fresh balance) and keeps the rest', () => {
    const bus = createEventBus({ validate: true });
    bus.emit('auth:changed', { tokenPresent: true, user: player });
    const richer = {
      ...player,
      balance: addMillimes(player.balance, millimes(5_000)),
      bounse: millimes(0),
    };
    bus.emit('user:updated', { user: richer });
    expect(bus.getSnapshot()).toEqual({ ...initialSnapshot, tokenPresent: true, user: richer });
  });

  it('does not change the snapshot for events that carry no state', () => {
    const bus = createEventBus({ validate: true });
    const before = bus.getSnapshot();
    bus.emit('shell:show-toast', { message: 'Login' });
    expect(bus.getSnapshot()).toBe(before);
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createEventBus({ validate: true });
    const errors = rstest.spyOn(console, 'error').mockImplementation(() => {});
    const second = rstest.fn();
    bus.on('auth:unauthorized', () => {
      throw new Error('boom');
    });
    bus.on('auth:unauthorized', second);
    bus.emit('auth:unauthorized', { path: '/UserDetails' });
    expect(second).toHaveBeenCalledWith({ path: '/UserDetails' });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('reads the token only through the reader the shell provides', () => {
    const bus = createEventBus({ validate: true });
    expect(bus.readToken()).toBeNull();
    bus.provideTokenReader(() => 'opaque-token');
    expect(bus.readToken()).toBe('opaque-token');
  });
});

describe('contract versions', () => {
  it('accepts the same major with an equal or older minor', () => {
    expect(isContractCompatible('1.2.0', '1.2.5')).toBe(true);
    expect(isContractCompatible('1.2.0', '1.0.0')).toBe(true);
  });
  it('refuses another major, a newer minor or a malformed version', () => {
    expect(isContractCompatible('1.2.0', '2.0.0')).toBe(false);
    expect(isContractCompatible('1.2.0', '1.3.0')).toBe(false);
    expect(isContractCompatible('1.2.0', 'latest')).toBe(false);
  });
});
