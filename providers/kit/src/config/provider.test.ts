import { Type } from '@sinclair/typebox';
import { describe, expect, it } from '@rstest/core';
import { loadProviderConfig, ProviderConfigError } from './provider';

const SECRET = 'k'.repeat(40);
const input = {
  name: 'payments',
  defaultPort: 3420,
  basePath: '/providers/payments',
  settings: { PAYMENTS_FEE_BP: Type.Integer({ minimum: 0, maximum: 1000, default: 150 }) },
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadProviderConfig(input, env);
  } catch (error) {
    if (error instanceof ProviderConfigError) return error.message.split('\n');
    throw error;
  }
  return [];
}

describe('a provider configuration', () => {
  it('has the common settings under its own prefix, and its own settings', () => {
    const { base, settings } = loadProviderConfig(input, {
      PAYMENTS_SECRET: SECRET,
      PAYMENTS_PORT: '3999',
      API_URL: 'http://127.0.0.1:3383',
      PAYMENTS_FEE_BP: '200',
    });
    expect(base).toMatchObject({
      production: false,
      host: '127.0.0.1',
      port: 3999,
      basePath: '/providers/payments',
      walletUrl: 'http://127.0.0.1:3383',
      secret: SECRET,
      frameAncestors: "'self'",
    });
    expect(settings.PAYMENTS_FEE_BP).toBe(200);
  });

  it('prefers the provider wallet URL to the API URL', () => {
    const { base } = loadProviderConfig(input, {
      PAYMENTS_SECRET: SECRET,
      API_URL: 'http://a.example',
      PAYMENTS_WALLET_URL: 'http://b.example',
    });
    expect(base.walletUrl).toBe('http://b.example');
  });

  it('refuses production without a database URL or a secret, saying both at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.some((line) => line.startsWith('PAYMENTS_DATABASE_URL: required'))).toBe(true);
    expect(problems.some((line) => line.startsWith('PAYMENTS_SECRET'))).toBe(true);
  });

  it('reports a bad common value and a bad own value together', () => {
    const problems = problemsOf({
      PAYMENTS_SECRET: SECRET,
      PAYMENTS_PORT: '70000',
      PAYMENTS_FEE_BP: '-1',
    });
    expect(problems.map((line) => line.split(':')[0]).sort()).toEqual([
      'PAYMENTS_FEE_BP',
      'PAYMENTS_PORT',
    ]);
  });

  it('runs the cross-checks of the provider', () => {
    const problems = (() => {
      try {
        loadProviderConfig(
          { ...input, check: () => ['PAYMENTS_FEE_BP: too high for this market'] },
          { PAYMENTS_SECRET: SECRET },
        );
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(problems).toBe('PAYMENTS_FEE_BP: too high for this market');
  });
});
