/**
 * Benchmark (not a test): loads `/` and `/casino` in a mobile viewport on a fresh page each and
 * prints the JavaScript each took, gzip-compressed, split by shell, each remote and shared
 * chunks. Budgets (docs/benchmarks.md): `/` ≤ 230 KB gzip in total by network idle; each
 * remote's own code ≤ 40 KB gzip. A library a remote loads in a chunk of its own (Swiper in
 * mf-home, after the first paint; `library:<package>` in the remote's first-load.json) counts as
 * shared, not as the remote's own code: the remote's budget is for the code its team writes.
 *
 *   pnpm --filter @casino/e2e bench            (starts its own API and site on the built SITE_DIR,
 *                                              on the E2E_PG_PORT / E2E_API_PORT / E2E_SITE_PORT)
 *   BENCH_URL=http://127.0.0.1:8080 pnpm ...   (measures a site that is already running)
 *   BENCH_FILES=1 pnpm ...                     (also lists every file)
 */
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { apiEnv, apiPort, chromiumLaunch, sitePort, siteDir } from '../environment';
import { startProcess, stopProcess } from '../processes';

const KB = 1000;
const TOTAL_BUDGET = 230 * KB;
const REMOTE_BUDGET = 40 * KB;

interface Manifest {
  shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

async function sharedFiles(baseUrl: string): Promise<Set<string>> {
  const files = new Set<string>();
  const { remotes } = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as {
    remotes: Record<string, { entry: string }>;
  };
  const manifests = [
    `${baseUrl}/mf-manifest.json`,
    ...Object.values(remotes).map((r) => new URL(r.entry, baseUrl).href),
  ];
  for (const manifestUrl of manifests) {
    // Chunks of one library a container loads itself (the build's first-load.json, beside the
    // manifest): `library:<package>`.
    const firstLoad = await fetch(new URL('first-load.json', manifestUrl));
    if (firstLoad.ok)
      for (const [key, list] of Object.entries(
        (await firstLoad.json()) as Record<string, string[]>,
      ))
        if (key.startsWith('library:'))
          for (const file of list) if (file.endsWith('.js')) files.add(file.split('/').pop()!);
    const response = await fetch(manifestUrl);
    if (!response.ok) continue;
    const manifest = (await response.json()) as Manifest;
    for (const shared of manifest.shared ?? []) {
      for (const file of [
        ...(shared.assets?.js?.sync ?? []),
        ...(shared.assets?.js?.async ?? []),
      ]) {
        files.add(file.split('/').pop()!);
      }
    }
  }
  return files;
}

function ownerOf(url: string, shared: Set<string>): string {
  const path = new URL(url).pathname;
  if (shared.has(path.split('/').pop()!)) return 'shared';
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  return remote ? remote[1]! : 'shell';
}

async function measure(page: Page, url: string, shared: Set<string>) {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.push(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const byOwner: Record<string, number> = {};
  for (const script of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(script)).arrayBuffer());
    const owner = ownerOf(script, shared);
    const bytes = gzipSync(body, { level: 9 }).length;
    byOwner[owner] = (byOwner[owner] ?? 0) + bytes;
    if (process.env.BENCH_FILES)
      console.log(
        `    ${owner.padEnd(10)} ${(bytes / KB).toFixed(1).padStart(6)} KB  ${new URL(script).pathname}`,
      );
  }
  return byOwner;
}

async function main() {
  let servers: Awaited<ReturnType<typeof startProcess>>[] = [];
  let baseUrl = process.env.BENCH_URL;
  if (!baseUrl) {
    // The e2e ports and database of this run (E2E_PG_PORT, E2E_API_PORT, E2E_SITE_PORT): a fixed
    // var/bench-pg was deleted under another run's server.
    rmSync(apiEnv.PG_DATA_DIR!, { recursive: true, force: true });
    const api = await startProcess(
      'api',
      ['--filter', '@casino/api', 'start'],
      apiEnv,
      /API ready/,
    );
    const site = await startProcess(
      'site',
      [
        '--filter',
        '@casino/edge',
        'exec',
        'tsx',
        'src/cli.ts',
        'serve',
        '--port',
        String(sitePort),
      ],
      {
        SITE_DIR: siteDir,
        API_URL: `http://127.0.0.1:${apiPort}`,
      },
      /Site ready/,
    );
    servers = [api, site];
    baseUrl = `http://127.0.0.1:${sitePort}`;
  }
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const shared = await sharedFiles(baseUrl);
    let withinBudget = true;
    for (const route of ['/', '/casino']) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const byOwner = await measure(await context.newPage(), `${baseUrl}${route}`, shared);
      await context.close();
      const total = Object.values(byOwner).reduce((sum, bytes) => sum + bytes, 0);
      console.log(`\n${route} (mobile 390x844, first load) JavaScript, gzip:`);
      for (const [owner, bytes] of Object.entries(byOwner).sort()) {
        const remoteOver = owner.startsWith('mf-') && bytes > REMOTE_BUDGET;
        if (remoteOver) withinBudget = false;
        console.log(
          `  ${owner.padEnd(12)} ${(bytes / KB).toFixed(1).padStart(7)} KB${owner.startsWith('mf-') ? `  (budget ${REMOTE_BUDGET / KB} KB${remoteOver ? ', OVER' : ''})` : ''}`,
        );
      }
      const over = route === '/' && total > TOTAL_BUDGET;
      if (over) withinBudget = false;
      console.log(
        `  ${'total'.padEnd(12)} ${(total / KB).toFixed(1).padStart(7)} KB${route === '/' ? `  (budget ${TOTAL_BUDGET / KB} KB${over ? ', OVER' : ''})` : ''}`,
      );
    }
    console.log(`\nbudgets ${withinBudget ? 'hold' : 'DO NOT hold'}`);
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => stopProcess(server)));
  }
}

await main();
