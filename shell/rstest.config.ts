import { defineConfig } from '@rstest/core';

export default defineConfig({
  // One worker per core (docs/testing.md, "Workers").
  pool: { maxWorkers: '100%' },
  testEnvironment: 'happy-dom',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
});
