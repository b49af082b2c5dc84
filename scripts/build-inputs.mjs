// What each built piece of `npm start` is made from, as one content hash per piece: its package's
// files, the packages it builds with (shared/ for the front-ends), the lockfile and the root
// configuration. A piece whose hash matches the one recorded when it was last built is reused.
// Dependency-free (runs before anything is installed).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'var',
  '.rsbuild',
  '.cache',
  'coverage',
  'test-results',
  '.git',
]);
const ROOT_FILES = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json'];

function addTree(hash, dir, root) {
  const walk = (current) => {
    for (const name of readdirSync(current).sort()) {
      if (SKIPPED.has(name)) continue;
      const path = join(current, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile()) {
        hash.update(`${relative(root, path)}\0`);
        hash.update(readFileSync(path));
        hash.update('\0');
      }
    }
  };
  walk(dir);
}

/** The pieces `npm start` builds and what each is made from (folders under the repository). */
export const PIECES = {
  shell: ['shell', 'shared'],
  'mf-home': ['mf-home', 'shared'],
  'mf-casino': ['mf-casino', 'shared'],
  'mf-sport': ['mf-sport', 'shared'],
  'mf-account': ['mf-account', 'shared'],
  // The studio's game clients format money with the shared formatter.
  studio: ['providers/studio', 'providers/kit', 'providers/wallet-client', 'shared'],
};

/** Environment a build reads (a production build with another version is another build). */
const BUILD_ENV = ['NODE_ENV', 'RELEASE_VERSION', 'STUDIO_BASE_URL', 'SPORTSBOOK_BASE_URL'];

export function pieceHash(piece, root = ROOT, env = process.env) {
  const hash = createHash('sha256');
  for (const file of ROOT_FILES)
    if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\n`);
  for (const dir of PIECES[piece])
    if (existsSync(join(root, dir))) addTree(hash, join(root, dir), root);
  return hash.digest('hex');
}

/** Hash of what `pnpm install` reads: the lockfile and every package.json of the workspace. */
export function installHash() {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'pnpm-lock.yaml')));
  hash.update(readFileSync(join(ROOT, 'pnpm-workspace.yaml')));
  hash.update(readFileSync(join(ROOT, 'package.json')));
  for (const dir of [
    'shell',
    'edge',
    'shared',
    'mf-home',
    'mf-casino',
    'mf-sport',
    'mf-account',
    'api',
    'e2e',
    ...readdirSync(join(ROOT, 'providers')).map((name) => `providers/${name}`),
  ]) {
    const file = join(ROOT, dir, 'package.json');
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

export function writeStamp(file, value) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
