/**
 * The names each slim shared library gives at runtime (federation.ts shares `react-i18next`,
 * `effector-react` and `effector` as their *-slim.ts modules, which re-export only these). The
 * shell's copy is the one every remote gets on the page, so these lists are part of what a shell
 * provides: `pnpm ops release` refuses a remote whose slim modules give a name the deployed shell's
 * do not (edge/src/release-checks.ts), and slim-libraries.test.ts checks the workspace's imports.
 * Node-side: read by the build's tests and the release command.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SLIM_MODULES: Record<string, string> = {
  'react-i18next': 'react-i18next-slim.ts',
  'effector-react': 'effector-react-slim.ts',
  effector: 'effector-slim.ts',
};

/** Names the slim module `file` of the `shared/build` folder `buildDir` re-exports. */
export function slimExports(file: string, buildDir: string = import.meta.dirname): Set<string> {
  const source = readFileSync(join(buildDir, file), 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    match[1]!.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
  return new Set(names.filter(Boolean));
}

/** Every slim library's names, sorted, as the `shared/build` folder `buildDir` defines them. */
export function slimExportLists(buildDir: string = import.meta.dirname): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(SLIM_MODULES).map(([library, file]) => [
      library,
      [...slimExports(file, buildDir)].sort(),
    ]),
  );
}
