import { defineConfig } from '@rstest/core';

export default defineConfig({
  // One worker per core (docs/testing.md, "Workers").
  pool: { maxWorkers: '100%' },
  testEnvironment: 'node',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // The platform's test PostgreSQL (see test/global-setup.ts); every file gets its own database.
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
});
