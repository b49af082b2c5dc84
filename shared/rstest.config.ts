import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  // One worker per core (docs/testing.md, "Workers").
  pool: { maxWorkers: '100%' },
  // The automatic JSX runtime, for component tests (*.test.tsx).
  plugins: [pluginReact()],
  testEnvironment: 'happy-dom',
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
});
