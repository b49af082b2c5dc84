/**
 * A private copy of the built site with its own edge server, for specs that release, promote,
 * roll back or take down remotes without disturbing the other specs.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  apiPort,
  firstViewWaits,
  repoRoot,
  siteDir,
  sportsbookPort,
  studioPort,
} from '../../environment';
import { startProcess, stopProcess } from '../../processes';

export interface SiteCopy {
  dir: string;
  url: string;
  ops: (...args: string[]) => string;
  stop: () => Promise<void>;
}

export async function startSiteCopy(
  port: number,
  dir?: string,
  apiUrl = `http://127.0.0.1:${apiPort}`,
): Promise<SiteCopy> {
  const copy = dir ?? mkdtempSync(join(tmpdir(), 'site-'));
  if (!dir) cpSync(siteDir, copy, { recursive: true });
  const server: ChildProcess = await startProcess(
    `site:${port}`,
    ['--filter', '@casino/edge', 'exec', 'tsx', 'src/cli.ts', 'serve', '--port', String(port)],
    {
      ...firstViewWaits,
      SITE_DIR: copy,
      API_URL: apiUrl,
      // The providers' pages and pictures (the game tiles) through this edge too.
      STUDIO_URL: `http://127.0.0.1:${studioPort}`,
      SPORTSBOOK_URL: `http://127.0.0.1:${sportsbookPort}`,
    },
    /Site ready/,
  );
  return {
    dir: copy,
    url: `http://127.0.0.1:${port}`,
    ops: (...args) =>
      execFileSync(
        'pnpm',
        ['--silent', '--filter', '@casino/edge', 'exec', 'tsx', 'src/cli.ts', ...args],
        {
          cwd: repoRoot,
          env: { ...process.env, SITE_DIR: copy },
          encoding: 'utf8',
        },
      ),
    stop: async () => {
      await stopProcess(server);
      if (!dir) rmSync(copy, { recursive: true, force: true });
    },
  };
}

/** sha256 of every file under `dir` (relative path -> hash). */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        hashes[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return hashes;
}
