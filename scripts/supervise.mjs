// Keeps `npm start`'s services running: a service whose process exits without being asked to is
// started again after a back-off (doubling from `firstDelayMs` to `maxDelayMs`, back to the first
// once a run has lasted `stableMs`), and each exit and restart is logged. A service that keeps
// dying before it is stable `maxQuickExits` times in a row is given up (`onGiveUp`): a broken
// configuration should stop the command, not loop. `stop()` ends every service (SIGTERM to its
// whole process group, SIGKILL after `killAfterMs`) and waits for each to be gone.
//
// Each service runs in a process group of its own (`detached`), so the wrapper `pnpm` starts and
// everything under it are stopped together; the terminal's Ctrl+C reaches only this process,
// which stops them.
//
// Dependency-free: it runs before anything is installed.
import { spawn } from 'node:child_process';

const DEFAULTS = {
  firstDelayMs: 500,
  maxDelayMs: 15_000,
  stableMs: 30_000,
  maxQuickExits: 8,
  killAfterMs: 15_000,
};

/**
 * @typedef {object} ServiceSpec
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {Record<string, string | undefined>} [env]
 * @property {RegExp} [readyPattern] a line of its standard output that says it is ready
 */

export class Supervisor {
  /**
   * @param {Partial<typeof DEFAULTS> & {
   *   log?: (line: string) => void,
   *   output?: (name: string, chunk: string) => void,
   *   onGiveUp?: (name: string) => void,
   *   now?: () => number,
   * }} [options]
   */
  constructor(options = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.log = options.log ?? ((line) => console.log(line));
    this.output = options.output ?? ((name, chunk) => process.stdout.write(`[${name}] ${chunk}`));
    this.onGiveUp = options.onGiveUp ?? (() => undefined);
    this.now = options.now ?? Date.now;
    /** @type {Map<string, any>} */
    this.services = new Map();
    this.stopping = false;
  }

  /**
   * Starts a service and keeps it running; answers once it is ready the first time (its ready
   * line seen, or at once without a pattern). Rejects if it is given up before that.
   * @param {ServiceSpec} spec
   */
  start(spec) {
    const service = {
      spec,
      child: undefined,
      restarts: 0,
      quickExits: 0,
      timer: undefined,
      leftovers: undefined,
      startedAt: 0,
      ready: undefined,
    };
    this.services.set(spec.name, service);
    const ready = new Promise((resolve, reject) => {
      service.ready = { resolve, reject };
    });
    this.launch(service);
    return ready;
  }

  /** The pid of a service's current process (undefined between a death and its restart). */
  pid(name) {
    return this.services.get(name)?.child?.pid;
  }

  /** Restarts so far of a service. */
  restarts(name) {
    return this.services.get(name)?.restarts ?? 0;
  }

  launch(service) {
    const { spec } = service;
    const child = spawn(spec.command, spec.args, {
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    service.child = child;
    service.startedAt = this.now();
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      this.output(spec.name, chunk);
      if (spec.readyPattern?.test(chunk)) this.ready(service);
    });
    if (!spec.readyPattern) this.ready(service);
    child.once('error', (error) => this.log(`[${spec.name}] could not start: ${error.message}`));
    child.once('exit', (code, signal) => this.onExit(service, child, code, signal));
  }

  ready(service) {
    service.ready?.resolve();
    service.ready = undefined;
  }

  onExit(service, child, code, signal) {
    if (service.child === child) service.child = undefined;
    if (this.stopping) return;
    const { spec } = service;
    const ranMs = this.now() - service.startedAt;
    service.quickExits = ranMs >= this.options.stableMs ? 0 : service.quickExits + 1;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (service.quickExits >= this.options.maxQuickExits) {
      this.log(`[${spec.name}] exited (${how}) ${service.quickExits} times in a row: given up`);
      service.ready?.reject(new Error(`${spec.name} keeps exiting (${how})`));
      service.ready = undefined;
      this.onGiveUp(spec.name);
      return;
    }
    const delay = Math.min(
      this.options.firstDelayMs * 2 ** Math.max(0, service.quickExits - 1),
      this.options.maxDelayMs,
    );
    this.log(`[${spec.name}] exited unexpectedly (${how}); restarting in ${delay} ms`);
    // What the dead process left in its group (a server under the pnpm wrapper) would hold the
    // port the new one needs: it is ended first.
    const leftovers = (service.leftovers = this.endGroup(child.pid));
    service.timer = setTimeout(async () => {
      service.timer = undefined;
      await leftovers;
      if (this.stopping) return;
      service.restarts++;
      this.log(`[${spec.name}] restart ${service.restarts}`);
      this.launch(service);
    }, delay);
  }

  /** Stops every service and waits until every process of each one's group has exited. */
  async stop() {
    this.stopping = true;
    await Promise.all(
      [...this.services.values()].map(async (service) => {
        clearTimeout(service.timer);
        await service.leftovers;
        if (service.child?.pid) await this.endGroup(service.child.pid);
      }),
    );
  }

  /** SIGTERM to a process group, SIGKILL after `killAfterMs`; answers once none of it is left. */
  async endGroup(pid) {
    if (!pid) return;
    signalGroup(pid, 'SIGTERM');
    const deadline = this.now() + this.options.killAfterMs;
    while (groupAlive(pid)) {
      if (this.now() > deadline) signalGroup(pid, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
