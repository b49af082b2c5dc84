/**
 * The platform as `npm start` runs it, for the fault suite: the API (which starts and, when it
 * dies, restarts its embedded PostgreSQL), the game studio and the sportsbook, each a real process
 * in a process group of its own, on the suite's own ports and data directory. `stopAll` ends every
 * group and waits until none of its processes is left.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Service {
  name: string;
  child: ChildProcess;
  output: string;
}

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Port from the variable when the machine's ports are shared out, else a free one. */
export async function portFrom(variable: string): Promise<number> {
  return Number(process.env[variable]) || freePort();
}

export function startService(
  name: string,
  filter: string,
  env: Record<string, string>,
  ready: RegExp,
  services: Service[],
): Promise<Service> {
  const child = spawn('pnpm', ['--filter', filter, 'start'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const service: Service = { name, child, output: '' };
  services.push(service);
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      service.output += String(chunk);
      if (ready.test(service.output)) resolve(service);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`${name} exited (${code}): ${service.output.slice(-2000)}`)),
    );
  });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopAll(services: Service[]): Promise<void> {
  await Promise.all(
    services.map(async ({ child }) => {
      const pid = child.pid;
      if (!pid) return;
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        return;
      }
      const deadline = Date.now() + 15_000;
      while (groupAlive(pid)) {
        if (Date.now() > deadline) process.kill(-pid, 'SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
}

/** Waits until `check` answers true (polled every 100 ms), or fails after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not reached in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function status(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return 0;
  }
}
