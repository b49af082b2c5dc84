/**
 * `npm start`'s supervisor (scripts/supervise.mjs) with real child processes: a service that
 * exits on its own is started again and logged; one that keeps dying is given up; stopping ends
 * every process of each service's group, the ones its wrapper started included.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { Supervisor } from '../../scripts/supervise.mjs';

const dir = mkdtempSync(join(tmpdir(), 'supervise-'));
let supervisor: Supervisor | undefined;

afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A node script that says it is ready; the first run exits with code 3 once it has said so. */
function crashingOnce(): string {
  const marker = join(dir, `runs-${Math.random().toString(36).slice(2)}`);
  writeFileSync(marker, '0');
  return `const fs = require('fs');
const runs = Number(fs.readFileSync(${JSON.stringify(marker)}, 'utf8')) + 1;
fs.writeFileSync(${JSON.stringify(marker)}, String(runs));
console.log('ready run ' + runs);
if (runs === 1) setTimeout(() => process.exit(3), 50); else setInterval(() => {}, 1000);`;
}

describe('the supervisor', () => {
  it('restarts a service that exits, with a log line, and stops it on request', async () => {
    const logs: string[] = [];
    const output: string[] = [];
    supervisor = new Supervisor({
      firstDelayMs: 10,
      log: (line) => logs.push(line),
      output: (_name, chunk) => output.push(chunk),
    });
    await supervisor.start({
      name: 'svc',
      command: process.execPath,
      args: ['-e', crashingOnce()],
      readyPattern: /ready/,
    });
    await until(() => output.some((chunk) => chunk.includes('ready run 2')));
    expect(supervisor.restarts('svc')).toBe(1);
    expect(logs).toContain('[svc] exited unexpectedly (code 3); restarting in 10 ms');
    const pid = supervisor.pid('svc')!;
    expect(alive(pid)).toBe(true);
    await supervisor.stop();
    expect(alive(pid)).toBe(false);
    // Stopping is not an exit to recover from.
    expect(logs.filter((line) => line.includes('restart'))).toHaveLength(2);
  });

  it('restarts with a growing delay and gives a service up when it keeps dying', async () => {
    const logs: string[] = [];
    const givenUp: string[] = [];
    supervisor = new Supervisor({
      firstDelayMs: 5,
      maxQuickExits: 3,
      log: (line) => logs.push(line),
      output: () => undefined,
      onGiveUp: (name) => givenUp.push(name),
    });
    await expect(
      supervisor.start({
        name: 'broken',
        command: process.execPath,
        args: ['-e', 'process.exit(1)'],
        readyPattern: /never/,
      }),
    ).rejects.toThrow(/broken keeps exiting/);
    expect(givenUp).toEqual(['broken']);
    expect(logs.filter((line) => line.includes('restarting in'))).toEqual([
      '[broken] exited unexpectedly (code 1); restarting in 5 ms',
      '[broken] exited unexpectedly (code 1); restarting in 10 ms',
    ]);
  });

  it("ends what a service's wrapper started, on an unexpected exit and on stop", async () => {
    const pids = join(dir, 'grandchildren');
    writeFileSync(pids, '');
    // The wrapper starts a long-lived grandchild (as pnpm starts a server), then dies once.
    const wrapper = `const { spawn } = require('child_process');
const fs = require('fs');
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
fs.appendFileSync(${JSON.stringify(pids)}, child.pid + '\\n');
console.log('ready');
if (fs.readFileSync(${JSON.stringify(pids)}, 'utf8').trim().split('\\n').length === 1)
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), 50);
else setInterval(() => {}, 1000);`;
    const logs: string[] = [];
    supervisor = new Supervisor({
      firstDelayMs: 10,
      log: (line) => logs.push(line),
      output: () => undefined,
    });
    await supervisor.start({
      name: 'wrapped',
      command: process.execPath,
      args: ['-e', wrapper],
      readyPattern: /ready/,
    });
    const grandchildren = () =>
      readFileSync(pids, 'utf8').trim().split('\n').filter(Boolean).map(Number);
    await until(() => grandchildren().length === 2);
    expect(logs).toContain('[wrapped] exited unexpectedly (signal SIGKILL); restarting in 10 ms');
    const [first, second] = grandchildren() as [number, number];
    expect(alive(first)).toBe(false);
    expect(alive(second)).toBe(true);
    await supervisor.stop();
    expect(alive(second)).toBe(false);
  });
});
