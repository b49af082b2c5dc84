/**
 * Pushes every price change to the connected viewers over WebSocket. A change goes to thousands
 * of sockets: it is serialised and framed once (an unmasked text frame, as a server sends) and the
 * same bytes are written to every connection. Each message carries the server time it was sent,
 * so a viewer (and the benchmark) can tell how late it arrived.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { WebSocket } from 'ws';
import { textFrame } from '@casino/provider-kit';

const WORKER = fileURLToPath(new URL('./push-worker.mjs', import.meta.url));

export { textFrame };

/**
 * With `workers` > 0 the connections are handed, once the handshake is done, to that many push
 * worker processes (push-worker.mjs) in turn, and each push is sent to the workers, which write it:
 * the fan-out then uses more than one core.
 */
export class PushHub {
  private readonly viewers = new Set<WebSocket>();
  private readonly workers: ChildProcess[] = [];
  private handed = 0;
  /**
   * Connections on their way to a worker, until the worker has them. Node sends one handle at a
   * time and queues the next until the worker acknowledges the last; a worker that dies first never
   * acknowledges and the queued sends' callbacks never run: those connections would stay open
   * here, unread, and the server could never close. They are dropped when their worker goes (the
   * viewer reconnects).
   */
  private readonly handing = new Map<ChildProcess, Set<WebSocket>>();

  constructor(workers = 0) {
    for (let i = 0; i < workers; i++) {
      const worker = fork(WORKER, [], {
        serialization: 'advanced',
        execArgv: [],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.workers.push(worker);
      this.handing.set(worker, new Set());
      worker.once('disconnect', () => this.dropHandovers(worker));
      worker.once('exit', () => this.dropHandovers(worker));
    }
  }

  private dropHandovers(worker: ChildProcess): void {
    const sockets = this.handing.get(worker);
    if (!sockets) return;
    for (const socket of sockets) socket.terminate();
    sockets.clear();
  }

  get size(): number {
    return this.viewers.size + this.handed;
  }

  add(socket: WebSocket): void {
    const raw = (socket as unknown as { _socket?: Socket })._socket;
    if (this.workers.length > 0 && raw) {
      const worker = this.workers[this.handed % this.workers.length]!;
      this.handed += 1;
      raw.removeAllListeners('data');
      raw.pause();
      // The connection leaves this server: Node would otherwise count it as held by the worker
      // and, once every such worker has exited, never let the server close (net.Server.close
      // waits on workers that are gone). keepOpen: this process closes its own copy once written.
      (raw as { server?: unknown }).server = null;
      const handing = this.handing.get(worker)!;
      handing.add(socket);
      worker.send({ type: 'viewer' }, raw, { keepOpen: true }, () => {
        handing.delete(socket);
        socket.terminate();
      });
      return;
    }
    this.viewers.add(socket);
    socket.on('close', () => this.viewers.delete(socket));
    socket.on('error', () => this.viewers.delete(socket));
  }

  publish(message: Record<string, unknown>): void {
    if (this.size === 0) return;
    const frame = textFrame(JSON.stringify({ ...message, at: Date.now() }));
    for (const worker of this.workers) if (worker.connected) worker.send({ type: 'frame', frame });
    for (const socket of this.viewers) {
      const raw = (socket as unknown as { _socket?: { write(data: Buffer): boolean } })._socket;
      if (raw && socket.readyState === 1) raw.write(frame);
    }
  }

  /** Ends the viewers' connections and the push workers (waiting until they have exited). */
  async close(): Promise<void> {
    for (const socket of this.viewers) socket.terminate();
    this.viewers.clear();
    const exited = this.workers
      .filter((worker) => worker.exitCode === null && worker.signalCode === null)
      .map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of this.workers) worker.kill();
    await Promise.all(exited);
    for (const worker of this.workers) this.dropHandovers(worker);
  }
}
