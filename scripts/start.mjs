// npm start: install what is missing, build the site, start PostgreSQL (embedded), the API, the
// game studio, the sportsbook and the site, then print where to go and how to log in.
import { spawn } from 'node:child_process';
import { ensureDependencies, run } from './lib.mjs';

const SITE_PORT = process.env.PORT ?? '8080';
const API_PORT = process.env.API_PORT ?? '3000';
const STUDIO_PORT = process.env.STUDIO_PORT ?? '3400';
const SPORTSBOOK_PORT = process.env.SPORTSBOOK_PORT ?? '3410';
const children = [];

function startService(name, args, env, readyPattern) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    child.stdout.on('data', (chunk) => {
      process.stdout.write(`[${name}] ${chunk}`);
      if (readyPattern.test(String(chunk))) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with code ${code}`)));
  });
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => { stopAll(); process.exit(0); });
process.on('SIGTERM', () => { stopAll(); process.exit(0); });

try {
  ensureDependencies();
  if (run('pnpm', ['--filter', '@casino/shell', 'exec', 'tsx', 'ops/cli.ts', 'build-site']) !== 0) {
    throw new Error('Building the site failed');
  }
  if (run('pnpm', ['--filter', '@casino/studio', 'build']) !== 0) throw new Error('Building the game studio failed');
  await startService('api', ['--filter', '@casino/api', 'start'], { API_PORT }, /API ready/);
  // After the API: the studio's database lives on the PostgreSQL the API started, and its wallet
  // secret in the file the API generated.
  await startService('studio', ['--filter', '@casino/studio', 'start'], { STUDIO_PORT, API_URL: `http://127.0.0.1:${API_PORT}` }, /Studio ready/);
  await startService('sportsbook', ['--filter', '@casino/sportsbook', 'start'], { SPORTSBOOK_PORT, API_URL: `http://127.0.0.1:${API_PORT}` }, /Sportsbook ready/);
  await startService(
    'site',
    ['--filter', '@casino/shell', 'exec', 'tsx', 'ops/cli.ts', 'serve', '--port', SITE_PORT],
    { API_URL: `http://127.0.0.1:${API_PORT}`, STUDIO_URL: `http://127.0.0.1:${STUDIO_PORT}`, SPORTSBOOK_URL: `http://127.0.0.1:${SPORTSBOOK_PORT}` },
    /Site ready/,
  );
  console.log(`
  The site is running:  http://127.0.0.1:${SITE_PORT}
  Demo login:           demo / demo1234
  API docs:             http://127.0.0.1:${SITE_PORT}/api/docs
  Stop with Ctrl+C.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}
