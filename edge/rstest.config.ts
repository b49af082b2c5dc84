import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
  // Many tests start workers, servers and child processes; a busy machine slows their start.
  testTimeout: 30_000,
});
