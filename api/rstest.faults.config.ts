import { defineConfig } from '@rstest/core';

// The fault suite (`pnpm --filter @casino/api test:faults`, a step of `npm test`): the API, the
// studio and the sportsbook as real processes on a PostgreSQL of the suite's own, which it kills.
export default defineConfig({
  testEnvironment: 'node',
  include: ['faults/**/*.test.ts'],
  testTimeout: 150_000,
  hookTimeout: 150_000,
});
