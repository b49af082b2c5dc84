/**
 * Limits on the live push socket (viewers only listen): connections per address (the edge's
 * X-Forwarded-For; more are refused with 429 before the upgrade), the size of a message a viewer
 * may send (the socket's maxPayload: a larger one closes it with 1009), how many messages it may
 * send (more than `messagesPer10s` in ten seconds closes it with 1008), and a ping every
 * `pingSeconds` that must be answered before the next one (else the socket is dropped).
 */
import type { WebSocket } from 'ws';

export interface ViewerLimits {
  maxPerAddress: number;
  maxMessageBytes: number;
  messagesPer10s: number;
  pingSeconds: number;
}

export const POLICY_VIOLATION = 1008;

export class ViewerGate {
  private readonly perAddress = new Map<string, number>();
  private readonly alive = new Map<WebSocket, boolean>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly limits: ViewerLimits) {
    this.timer = setInterval(() => this.ping(), limits.pingSeconds * 1000);
    this.timer.unref();
  }

  /** Connections open from this address. */
  count(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  canConnect(address: string): boolean {
    return this.count(address) < this.limits.maxPerAddress;
  }

  /** Counts the socket against its address until it closes; rate-limits and pings it. */
  watch(socket: WebSocket, address: string): void {
    this.perAddress.set(address, this.count(address) + 1);
    this.alive.set(socket, true);
    let windowStart = Date.now();
    let inWindow = 0;
    socket.on('pong', () => this.alive.set(socket, true));
    socket.on('message', () => {
      const now = Date.now();
      if (now - windowStart >= 10_000) {
        windowStart = now;
        inWindow = 0;
      }
      inWindow += 1;
      if (inWindow > this.limits.messagesPer10s)
        socket.close(POLICY_VIOLATION, 'too many messages');
    });
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.alive.delete(socket);
      const left = this.count(address) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
    socket.on('close', release);
    socket.on('error', release);
  }

  /** Drops every socket that did not answer the last ping, pings the others. */
  ping(): void {
    for (const [socket, alive] of this.alive) {
      if (!alive) {
        socket.terminate();
        continue;
      }
      this.alive.set(socket, false);
      if (socket.readyState === 1) socket.ping();
    }
  }

  close(): void {
    clearInterval(this.timer);
  }
}
