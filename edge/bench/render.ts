/**
 * Benchmark (not a test): how long each promoted release's first-view renderer takes to draw each
 * page it declares, in each language, in the edge's sandbox (its worker and `vm` context, the
 * messages to and from the worker included), from the platform API's real answers.
 *
 * Budget (docs/benchmarks.md): the 95th percentile of every page's renders ≤ 50 ms, the
 * sandbox's budget. Exits 1 when a page misses it or fails to render.
 *
 *   pnpm --filter @casino/edge bench:render          (the built SITE_DIR, the API at API_URL:
 *                                                      `npm start` runs one on 127.0.0.1:3000)
 *   BENCH_RENDERS=100 pnpm ...                        (timed renders per page and language; 50)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { FIRST_VIEW_SCRIPT } from '@casino/shared/first-view';
import { localDir } from '../src/first-load';
import { siteDir } from '../src/paths';
import type { RemotesFile } from '../src/remotes-file';
import { RendererSandbox } from '../src/first-view/sandbox';

const BUDGET_MS = 50;
const WARM_UP = 5;
const RENDERS = Number(process.env.BENCH_RENDERS ?? 50);
const LANGUAGES = ['fr', 'en', 'ar'] as const;
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';

async function answer(path: string, language: string): Promise<unknown> {
  const response = await fetch(`${apiUrl}${path}`, {
    headers: { Accept: 'application/json', 'Accept-Language': language },
  });
  if (!response.ok) throw new Error(`${path}: the API answered ${response.status}`);
  return response.json();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const root = siteDir();
  const remotes = (JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')) as RemotesFile)
    .remotes;
  const sandbox = new RendererSandbox();
  console.log(
    `First-view renders in the edge's sandbox, ${RENDERS} timed per page and language after ${WARM_UP}, ` +
      `API ${apiUrl}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  // "first": the page's first render in this worker (the edge draws every page once as it starts
  // serving a release, so players meet the others).
  console.log('remote      page                          lang first ms   p50 ms   p95 ms   max ms');
  let holds = true;
  for (const [name, release] of Object.entries(remotes ?? {})) {
    const dir = localDir({ siteRoot: root }, release);
    if (!dir) continue;
    const script = join(dir, FIRST_VIEW_SCRIPT);
    let pages;
    try {
      pages = (await sandbox.describe(script)).pages;
    } catch {
      continue; // No renderer in this release.
    }
    for (const [path, page] of Object.entries(pages)) {
      for (const language of LANGUAGES) {
        const data: Record<string, unknown> = {};
        for (const [key, url] of Object.entries(page.data)) data[key] = await answer(url, language);
        const input = { path, language, data };
        const times: number[] = [];
        let first = 0;
        for (let i = 0; i < WARM_UP + RENDERS; i++) {
          const started = performance.now();
          const output = await sandbox.renderOrThrow(script, input);
          if (!output) throw new Error(`${name} ${path} ${language}: the renderer declined`);
          const took = performance.now() - started;
          if (i === 0) first = took;
          if (i >= WARM_UP) times.push(took);
        }
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 95);
        const over = p95 > BUDGET_MS;
        if (over) holds = false;
        console.log(
          `${name.padEnd(11)} ${path.padEnd(29)} ${language.padEnd(4)} ${first
            .toFixed(1)
            .padStart(8)} ${percentile(times, 50)
            .toFixed(1)
            .padStart(8)} ${p95.toFixed(1).padStart(8)} ${times
            .at(-1)!
            .toFixed(1)
            .padStart(8)}${over ? '  OVER' : ''}`,
        );
      }
    }
  }
  await sandbox.close();
  console.log(
    `budget: 95th percentile ≤ ${BUDGET_MS} ms per page: ${holds ? 'holds' : 'DOES NOT hold'}`,
  );
  process.exitCode = holds ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(`Is the platform API running at ${apiUrl}? (npm start, or API_URL=…)`);
  process.exitCode = 1;
});
