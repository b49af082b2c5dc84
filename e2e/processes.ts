/** Starting the servers an e2e run needs, and waiting until they say they are ready. */
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './environment';

export function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  readyPattern: RegExp,
  timeoutMs = 120_000,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${name} not ready after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
      if (readyPattern.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
}

/** Whether any process of the group `pgid` is left. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends a server and everything it started (its process group: an API's embedded PostgreSQL too):
 * SIGTERM, SIGKILL after `graceMs`, and resolves once none of them is left, so that the next run
 * finds its ports and data directories free (a teardown that only signalled left an API and its
 * database shutting down behind it, and the next run's database could not bind its port).
 */
export async function stopProcess(
  child: ChildProcess | undefined,
  graceMs = 15_000,
): Promise<void> {
  const pgid = child?.pid;
  if (!pgid || !groupAlive(pgid)) return;
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const killAt = Date.now() + graceMs;
  const giveUpAt = killAt + 5_000;
  let killed = false;
  while (groupAlive(pgid) && Date.now() < giveUpAt) {
    if (!killed && Date.now() >= killAt) {
      killed = true;
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
