import { defineConfig } from '@rstest/core';

// The studio's part of the fault suite (`pnpm --filter @casino/studio test:faults`, a step of
// `npm test`): a real studio process killed mid crash round. The platform's test PostgreSQL as
// for the other tests.
export default defineConfig({
  testEnvironment: 'node',
  include: ['faults/**/*.test.ts'],
  globalSetup: ['../wallet-client/test/global-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
});
