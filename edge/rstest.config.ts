import { defineConfig } from '@rstest/core';

export default defineConfig({
  // One worker per core (docs/testing.md, "Workers").
  pool: { maxWorkers: '100%' },
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
  // Many tests start workers, servers and child processes; a busy machine slows their start.
  testTimeout: 30_000,
});
