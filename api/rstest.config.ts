import { defineConfig } from '@rstest/core';

export default defineConfig({
  // One worker per core (docs/testing.md, "Workers").
  pool: { maxWorkers: '100%' },
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
  // One embedded PostgreSQL for the whole run; every test file gets its own database on it.
  globalSetup: ['./src/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
});
