import { describe, expect, it } from '@rstest/core';
import { secondsLeft, wheelCentreText } from './wheel';

describe('roulette wheel centre', () => {
  it('shows the winning number there and nothing while betting or spinning', () => {
    expect(wheelCentreText({ phase: 'result', result: 0 })).toBe('0');
    expect(wheelCentreText({ phase: 'result', result: 17 })).toBe('17');
    expect(wheelCentreText({ phase: 'betting' })).toBe('');
    expect(wheelCentreText({ phase: 'spinning' })).toBe('');
    expect(wheelCentreText(undefined)).toBe('');
  });

  it('counts the seconds left to bet up, never below zero', () => {
    expect(secondsLeft(15_000, 0)).toBe(15);
    expect(secondsLeft(15_000, 14_001)).toBe(1);
    expect(secondsLeft(15_000, 15_000)).toBe(0);
    expect(secondsLeft(15_000, 16_000)).toBe(0);
  });
});
