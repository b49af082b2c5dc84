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

export function stopProcess(child: ChildProcess | undefined): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
