import { defineConfig } from '@rstest/core';

export default defineConfig({
  // One worker per core (docs/testing.md, "Workers").
  pool: { maxWorkers: '100%' },
  testEnvironment: 'node',
  include: ['src/**/*.test.ts', 'client/**/*.test.ts', 'test/**/*.test.ts'],
  // The platform's test PostgreSQL (see ../wallet-client/test/global-setup.ts); each file gets its own databases.
  globalSetup: ['../wallet-client/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
});
