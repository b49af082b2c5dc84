/**
 * A release's first-view renderer is checked before any player sees it (docs/first-view.md): the
 * edge must be able to load it in its sandbox, it speaks the edge's first-view contract, it was
 * built with the very React the deployed shell shares (the page's markup and the app's must be
 * one React's), and each page it declares renders in every language within the budget without
 * throwing, even with no data at all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_VIEW_CONTRACT, FIRST_VIEW_SCRIPT } from '@casino/shared/first-view';
import { RendererSandbox } from './sandbox';

/** A render that has not ended in this time hangs. */
const RELEASE_CHECK_LIMIT_MS = 2000;

const LANGUAGES = ['fr', 'en', 'ar'] as const;

/** The React version the shell in `shellDir` shares with the remotes (its manifest). */
export function sharedReactVersion(shellDir: string): string | undefined {
  const manifest = join(shellDir, 'mf-manifest.json');
  if (!existsSync(manifest)) return undefined;
  const shared = (
    JSON.parse(readFileSync(manifest, 'utf8')) as {
      shared?: { name: string; version?: string }[];
    }
  ).shared;
  return shared?.find((entry) => entry.name === 'react')?.version;
}

/** Throws, naming the fault, when the renderer in the release folder `dir` cannot be served. */
export async function assertFirstViewRunnable(
  remote: string,
  dir: string,
  shellReact: string | undefined,
): Promise<void> {
  const script = join(dir, FIRST_VIEW_SCRIPT);
  if (!existsSync(script)) return;
  const refuse = (why: string) =>
    new Error(`${remote}'s first-view renderer ${why}: release refused`);
  // Here the sandbox looks for a renderer that hangs or throws, with a limit a busy machine's
  // first, cold render stays far inside; what a page may spend is the serving edge's budget.
  const sandbox = new RendererSandbox({ limitMs: RELEASE_CHECK_LIMIT_MS });
  try {
    let info;
    try {
      info = await sandbox.describe(script);
    } catch (error) {
      throw refuse(`cannot be loaded by the edge (${(error as Error).message})`);
    }
    if (info.contract !== FIRST_VIEW_CONTRACT)
      throw refuse(
        `speaks first-view contract ${String(info.contract)}, the edge ${FIRST_VIEW_CONTRACT}`,
      );
    if (shellReact === undefined) throw refuse('cannot be checked: no deployed shell shares React');
    if (info.react !== shellReact)
      throw refuse(
        `is built with React ${String(info.react)}, the shell shares React ${shellReact}`,
      );
    if (typeof info.pages !== 'object' || info.pages === null) throw refuse('declares no pages');
    for (const [path, page] of Object.entries(info.pages)) {
      const names = Object.values(page?.data ?? {});
      if (
        !path.startsWith('/') ||
        !names.every((name) => typeof name === 'string' && name.startsWith('/api/'))
      )
        throw refuse(
          `declares ${path} with data other than the platform API's (${names.join(', ')})`,
        );
      for (const language of LANGUAGES) {
        let output;
        try {
          output = await sandbox.renderOrThrow(script, { path, language, data: {} });
        } catch (error) {
          throw refuse(`fails on ${path} in ${language} (${(error as Error).message})`);
        }
        if (output !== null && typeof output.html !== 'string')
          throw refuse(`answers ${path} in ${language} without HTML`);
      }
    }
  } finally {
    await sandbox.close();
  }
}
