import { defineConfig } from '@rstest/core';

export default defineConfig({
  testEnvironment: 'happy-dom',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
});
