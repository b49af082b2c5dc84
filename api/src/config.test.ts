import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { ConfigError, loadConfig } from './config';
import { createTestContext } from './test/harness';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));
const SECRET = 'x'.repeat(40);
// As `openssl rand -hex 32` gives them.
const STRONG = [
  '9f2c4e71b0a85d3f6e1c7a2b94d0e58f3a6c1b7e2d9f40a8c5e3b1d7f6a2c904',
  '4b8e2f7a1c9d63e05f4a8b2c7d1e9f36a0b5c8d2e7f14a9b3c6d0e5f8a2b7c1d',
];
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://casino_api:pw@db.internal:5432/casino',
  STUDIO_SECRET: STRONG[0],
  SPORTSBOOK_SECRET: STRONG[1],
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, { varDir: scratch() });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('names every bad variable, once each, without echoing secrets', () => {
    const problems = problemsOf({
      API_PORT: 'abc',
      SIGNATURE_WINDOW_SECONDS: '0',
      LOG_LEVEL: 'loud',
      STUDIO_SECRET: 'short',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'API_PORT',
      'LOG_LEVEL',
      'SIGNATURE_WINDOW_SECONDS',
      'STUDIO_SECRET',
    ]);
    expect(problems.join('\n')).not.toContain('short');
    expect(problems.find((p) => p.startsWith('API_PORT'))).toContain('"abc"');
  });

  it('refuses a number that is not whole instead of rounding it', () => {
    const problems = problemsOf({
      API_PORT: '3000.7',
      REQUEST_TIMEOUT_SECONDS: '1e1',
      LOGIN_MAX_FAILURES_PER_USERNAME: '5',
    });
    expect(problems).toEqual([
      'API_PORT: expected a whole number, got "3000.7"',
      'REQUEST_TIMEOUT_SECONDS: expected a whole number, got "1e1"',
    ]);
  });

  it('refuses to start in production without provider secrets or a real database', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringMatching(/^STUDIO_SECRET: required in production/),
      expect.stringMatching(/^SPORTSBOOK_SECRET: required in production/),
      expect.stringMatching(/^DATABASE_URL: required in production/),
    ]);
    expect(problemsOf({ ...PRODUCTION, PROVIDER_SECRETS: '{"studio": 42}' })).toEqual([
      expect.stringMatching(/^PROVIDER_SECRETS: the secret of "studio"/),
    ]);
    expect(problemsOf(PRODUCTION)).toEqual([]);
  });

  it('refuses in production a weak provider secret, or one shared by two providers', () => {
    for (const weak of [
      'a'.repeat(32),
      SECRET,
      'abcdefghijklmnopqrstuvwxyz0123456789',
      'abababababababababababababababababab',
      'password'.repeat(4),
      'aZ'.repeat(20),
    ])
      expect(problemsOf({ ...PRODUCTION, STUDIO_SECRET: weak })).toEqual([
        expect.stringMatching(/^STUDIO_SECRET: too predictable/),
      ]);
    expect(problemsOf({ ...PRODUCTION, SPORTSBOOK_SECRET: STRONG[0] })).toEqual([
      'SPORTSBOOK_SECRET: the same as STUDIO_SECRET; each provider needs its own secret',
    ]);
    expect(
      problemsOf({
        ...PRODUCTION,
        STUDIO_SECRET: undefined,
        SPORTSBOOK_SECRET: undefined,
        PROVIDER_SECRETS: JSON.stringify({ studio: STRONG[1], sportsbook: STRONG[1] }),
      }),
    ).toEqual([expect.stringMatching(/the same as STUDIO_SECRET/)]);
    // A random 32-byte secret in base64 passes as well as in hex; development keeps its own rules.
    expect(
      problemsOf({ ...PRODUCTION, STUDIO_SECRET: 'q3J8vL0xR2mT6nW9pZ4sY7uB1cE5fH8kA0dG3jK6lM9=' }),
    ).toEqual([]);
    expect(problemsOf({ STUDIO_SECRET: 'a'.repeat(32) })).toEqual([]);
  });

  it('in production: no demo players and no /api/docs unless asked for', () => {
    const plain = loadConfig(PRODUCTION);
    expect(plain.seedDemo).toBe(false);
    expect(plain.apiDocs).toBe(false);
    const asked = loadConfig({ ...PRODUCTION, SEED_DEMO: '1', API_DOCS: '1' });
    expect(asked.seedDemo).toBe(true);
    expect(asked.apiDocs).toBe(true);
    const development = loadConfig({}, { varDir: scratch() });
    expect(development.seedDemo).toBe(true);
    expect(development.apiDocs).toBe(true);
  });

  it('development generates random provider secrets once per install, kept private under var/', () => {
    const varDir = scratch();
    const first = loadConfig({}, { varDir }).providerSecrets;
    const again = loadConfig({}, { varDir }).providerSecrets;
    const elsewhere = loadConfig({}, { varDir: scratch() }).providerSecrets;
    expect(first.studio).toMatch(/^[0-9a-f]{64}$/);
    expect(first.sportsbook).toMatch(/^[0-9a-f]{64}$/);
    expect(first.studio).not.toBe(first.sportsbook);
    expect(again).toEqual(first);
    expect(elsewhere.studio).not.toBe(first.studio);
    const file = path.join(varDir, 'provider-secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    // A secret given in the environment wins over the generated one.
    expect(loadConfig({ STUDIO_SECRET: SECRET }, { varDir }).providerSecrets).toEqual({
      ...first,
      studio: SECRET,
    });
  });

  it('serves /api/docs only when the configuration allows it', async () => {
    const closed = await createTestContext({ apiDocs: false });
    const open = await createTestContext({ apiDocs: true });
    try {
      expect((await closed.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      expect((await open.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await closed.close();
      await open.close();
    }
  });
});
