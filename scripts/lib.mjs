// Helpers for the two root commands. Dependency-free: they run before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PNPM_VERSION = '12.21.0';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function has(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** pnpm, installed through npm when missing (no "packageManager" field: it makes pnpm fetch a binary). */
export function ensurePnpm() {
  if (has('pnpm')) return;
  console.log(`Installing pnpm ${PNPM_VERSION} with npm...`);
  if (run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]) !== 0 || !has('pnpm')) {
    throw new Error(
      'Could not install pnpm; install it with "npm install --global pnpm" and retry',
    );
  }
}

export function ensureDependencies() {
  ensurePnpm();
  if (run('pnpm', ['install', '--frozen-lockfile']) !== 0) throw new Error('pnpm install failed');
}

/** Debian's headless build for the end-to-end suites, the full browser for Lighthouse. */
const CHROMIUM_BINARIES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** Debian's Chromium (Playwright's own browser download cannot work here). */
export function ensureChromium() {
  if (CHROMIUM_BINARIES.every((binary) => existsSync(binary))) return;
  console.log("Installing Debian's chromium and chromium-headless-shell with apt-get...");
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo'];
  const apt = (args) =>
    run(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    apt(['update']) !== 0 ||
    apt([
      'install',
      '-y',
      '--no-install-recommends',
      'chromium',
      'chromium-headless-shell',
      'fonts-noto-core',
      'fonts-dejavu-core',
    ]) !== 0
  ) {
    throw new Error('Could not install chromium through apt-get');
  }
}
