import { defineConfig } from '@playwright/test';
import { baseURL, chromiumLaunch } from './environment';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One more worker than a two-core machine has: the studio and sport specs spend most of their
  // time waiting for rounds and matches, and the third worker's tests use that time.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // The digest file is for the repository's test runner (scripts/test.mjs), which prints it last.
  reporter: [['list'], ['./failure-digest.ts', { file: process.env.E2E_FAILURE_DIGEST }]],
  outputDir: '../var/e2e-results',
  // Playwright hands out files in the order of these projects. The specs that wait for rounds and
  // matches go first, then the long release specs, then the many short page specs, which fill the
  // workers evenly at the end instead of leaving them idle behind a last long round.
  projects: [
    { name: 'rounds', testMatch: /tests\/(studio|sport)\/.*\.spec\.ts$/ },
    { name: 'releases', testMatch: /tests\/platform\/.*\.spec\.ts$/ },
    { name: 'pages', testIgnore: /tests\/(studio|sport|platform)\// },
  ],
  use: {
    baseURL,
    viewport: { width: 1366, height: 768 },
    launchOptions: chromiumLaunch,
    locale: 'fr-FR',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
