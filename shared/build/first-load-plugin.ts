/**
 * Build step: writes `dist/first-load.json`, the shell's script files each lazily imported module
 * needs (the chunk of `import('./bootstrap')`, of each chrome application, and the chunks split
 * off them), keyed by the import's request as written in the source (and a locale file's chunk by
 * its module, `./locales/fr.json`; a shared library's chunks as its provider loads them under
 * `shared:<name>`). The edge reads it to hint
 * the first load (edge/src/first-load.ts): every file the first route needs is requested by the HTML
 * itself, instead of being discovered one import after another.
 * A lazy chunk made only of one library's code (a package under node_modules, such as Swiper in
 * mf-home) is also listed under `library:<package>`: the JS bench counts it as a library, not as
 * the remote's own code (docs/benchmarks.md: a remote's own code has a budget of its own).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export const FIRST_LOAD_FILE = 'first-load.json';

interface StatsChunk {
  files?: string[];
  initial?: boolean;
  origins?: { request?: string; moduleName?: string; module?: string }[];
  modules?: { name?: string }[];
}

/** `provide shared module (default) effector-react@23.3.0 = …` -> `effector-react`. */
const PROVIDED = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/** `…/node_modules/.pnpm/swiper@14.4.0/node_modules/swiper/modules/a.mjs + 20 modules` -> `swiper`. */
function packageOf(moduleName: string | undefined): string | undefined {
  const path = moduleName?.split(' + ')[0]?.split('!').pop() ?? '';
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const parts = path.slice(at + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The package every (named) module of a chunk comes from, if they all come from one. */
function libraryOf(modules: { name?: string }[]): string | undefined {
  const named = modules.filter((module) => module.name);
  const packages = new Set(named.map((module) => packageOf(module.name)));
  const [only] = packages;
  return packages.size === 1 && only ? only : undefined;
}

export function firstLoadPlugin(): RsbuildPlugin {
  return {
    name: 'casino:first-load',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats) return;
        const json = stats.toJson({
          all: false,
          chunks: true,
          chunkOrigins: true,
          chunkModules: true,
        }) as { chunks?: StatsChunk[]; children?: { chunks?: StatsChunk[] }[] };
        const chunks = json.chunks ?? json.children?.flatMap((child) => child.chunks ?? []) ?? [];
        const byRequest: Record<string, string[]> = {};
        for (const chunk of chunks) {
          if (chunk.initial) continue;
          const scripts = (chunk.files ?? []).filter(
            (file) => file.endsWith('.js') || file.endsWith('.css'),
          );
          // A template import (`../locales/${language}.json`) has one request for every file: its
          // chunks are also listed under the module they hold (`./locales/fr.json`).
          // A shared library's chunks as its provider loads them (`shared:effector-react`): the
          // manifest also lists copies that only a consumer's fallback would load.
          const keys = [
            ...(chunk.origins ?? []).map((origin) => origin.request),
            ...(chunk.origins ?? []).map((origin) => {
              const provided = PROVIDED.exec(origin.moduleName ?? origin.module ?? '');
              return provided ? `shared:${provided[1]}` : undefined;
            }),
            ...(chunk.modules ?? [])
              .map((module) => module.name)
              .filter((name) => name?.includes('/locales/')),
          ];
          const library = libraryOf(chunk.modules ?? []);
          if (library && scripts.some((file) => file.endsWith('.js')))
            keys.push(`library:${library}`);
          for (const key of keys) {
            if (!key) continue;
            const files = (byRequest[key] ??= []);
            for (const file of scripts) if (!files.includes(file)) files.push(file);
          }
        }
        writeFileSync(
          join(api.context.distPath, FIRST_LOAD_FILE),
          `${JSON.stringify(byRequest, null, 2)}\n`,
        );
      });
    },
  };
}
