import { describe, expect, it } from '@rstest/core';
import { createInstance } from 'i18next';
import { namespaceBackend, registerNamespace } from './namespace-backend';

describe('namespace backend', () => {
  it('loads a registered namespace in the requested language', async () => {
    registerNamespace('casino-test', async (language) => ({ noGame: `No Game (${language})` }));
    const i18n = createInstance();
    await i18n.use(namespaceBackend).init({ lng: 'en', ns: [], fallbackLng: false });
    await i18n.loadNamespaces('casino-test');
    expect(i18n.t('casino-test:noGame')).toBe('No Game (en)');
  });

  it('retries a failing read with a doubling delay until it succeeds', async () => {
    const attempts: number[] = [];
    registerNamespace('flaky', async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error('network down');
      return { retry: 'Retry' };
    });
    const i18n = createInstance();
    await i18n.use(namespaceBackend).init({
      lng: 'fr',
      ns: [],
      fallbackLng: false,
      maxRetries: 5,
      retryTimeout: 20,
    });
    await i18n.loadNamespaces('flaky');
    expect(i18n.t('flaky:retry')).toBe('Retry');
    expect(attempts).toHaveLength(3);
    const firstWait = attempts[1]! - attempts[0]!;
    const secondWait = attempts[2]! - attempts[1]!;
    expect(firstWait).toBeGreaterThanOrEqual(15);
    expect(secondWait).toBeGreaterThanOrEqual(35);
  });
});
