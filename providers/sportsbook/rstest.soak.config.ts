import { defineConfig } from '@rstest/core';

// The soak run (pnpm --filter @casino/sportsbook soak): not part of `test`, minutes long.
export default defineConfig({
  testEnvironment: 'node',
  include: ['soak/**/*.soak.ts'],
  globalSetup: ['../wallet-client/test/global-setup.ts'],
  testTimeout: 1_800_000,
  hookTimeout: 600_000,
});
