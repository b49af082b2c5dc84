/**
 * What every studio instance tells its connected crash players: it listens to the leader's
 * notifications (PostgreSQL LISTEN, so it works across instances), reads the round from the
 * database and pushes it; while a round runs it sends the multiplier every tick from its own clock
 * and the round's start. Players on any instance see the same rounds and crash points.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { WebSocket } from 'ws';
import type { Db } from '../db/database';
import { ChannelListener } from '../db/listener';
import { multiplierAt } from './fairness';
import {
  chainInfo,
  crashedRounds,
  latestRound,
  NOTIFY_CHANNEL,
  roundById,
  type CrashRound,
} from './repository';
import {
  maskName,
  publicRound,
  textFrame,
  tickAt,
  tickIndexAfter,
  TICK_PHASES,
  type PublicRound,
} from './round-frames';

// The round's frames and tick grid were part of this module: importers still find them here.
export * from './round-frames';

/** A player's socket as the hubs use it (the `ws` WebSocket). */
export interface CrashSocket {
  send(data: Buffer, options: { binary: boolean }): void;
}

/**
 * One player's connection as the crash routes use it, wherever the socket lives (this process or a
 * push worker): `send` a message to that player only, `close` it, and `join` the broadcasts (after
 * the greeting, so the first thing a player reads is the state of the round).
 */
export interface PlayerLink {
  send(text: string): void;
  close(code: number, reason: string): void;
  join(): void;
}

/**
 * What the routes do with a player's connection: its messages, in the order they came, and its
 * end (wherever the socket was held), once.
 */
export type OpenPlayer = (link: PlayerLink) => { message(text: string): void; closed(): void };

const PUSH_WORKER = fileURLToPath(new URL('./push-worker.mjs', import.meta.url));

interface RemotePlayer {
  worker: ChildProcess;
  player: ReturnType<OpenPlayer>;
  joined: boolean;
}

/**
 * With `pushWorkers` > 0 each connection goes, after the handshake, to the least loaded push worker
 * (push-worker.mjs): a tick is framed once here and sent once to each worker. What players send
 * comes back over IPC, so bets and cash-outs are decided here as for a socket held here. A worker
 * that dies takes its players' connections (they reconnect; bets are in the database); it is
 * replaced.
 */
export class CrashHub {
  readonly sockets = new Set<CrashSocket>();
  /** The sockets of this process by tick phase (a socket joins the smallest phase). */
  private readonly phased: Set<CrashSocket>[];
  private readonly listener: ChannelListener;
  private ticker?: NodeJS.Timeout;
  private current?: CrashRound;
  private readonly workers: ChildProcess[] = [];
  private readonly remote = new Map<number, RemotePlayer>();
  /**
   * Connections on their way to a worker, until the worker has them. Node sends one handle at a
   * time and queues the next until the worker acknowledges the last; a worker that dies first never
   * acknowledges, and the queued sends' callbacks never run. Those connections would stay open
   * here, paused and unread: the player never greeted and the server never able to close.
   */
  private readonly handing = new Map<ChildProcess, Set<WebSocket>>();
  private lastConn = 0;
  private remoteJoined = 0;
  private stopping = false;
  /** Send times of the last ticks (for the benchmark's lag figures). */
  onTick?: (scheduledAt: number, sentAt: number, sockets: number) => void;
  /** A lost database connection or a failed read (the hub carries on once the database is back). */
  onError?: (error: unknown) => void;

  constructor(
    private readonly db: Db,
    readonly stream: string,
    private readonly tickMs: number,
    private readonly pushWorkers = 0,
    private readonly phases = TICK_PHASES,
  ) {
    this.phased = Array.from({ length: phases }, () => new Set());
    this.listener = new ChannelListener(db, {
      channel: NOTIFY_CHANNEL,
      onNotification: (payload) =>
        void this.onNotification(
          JSON.parse(payload) as {
            stream: string;
            round: number;
            event: string;
            [key: string]: unknown;
          },
        ).catch((error: unknown) => this.onError?.(error)),
      // Notifications sent while the connection was down are lost: the round is read again.
      onConnected: async () => {
        const round = await latestRound(this.db, this.stream);
        if (round) this.follow(round);
      },
      onError: (error) => this.onError?.(error),
    });
  }

  /** Whether the hub hears the leader's notifications now (readiness). */
  get listening(): boolean {
    return this.listener.connected;
  }

  /** Players who get the broadcasts, here and in the push workers. */
  get size(): number {
    return this.sockets.size + this.remoteJoined;
  }

  /** The push workers' process ids (tests stop one to see its players recover). */
  get workerPids(): number[] {
    return this.workers.map((worker) => worker.pid!);
  }

  async start(): Promise<void> {
    for (let i = 0; i < this.pushWorkers; i++) this.workers.push(this.spawnWorker());
    await this.listener.start();
  }

  private spawnWorker(): ChildProcess {
    // JSON over IPC, as node:cluster hands sockets over ('advanced' stalls with many sockets).
    const worker = fork(PUSH_WORKER, [], {
      serialization: 'json',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    worker.on(
      'message',
      (
        message: { type: 'message'; conn: number; data: string } | { type: 'closed'; conn: number },
      ) => {
        const entry = this.remote.get(message.conn);
        if (!entry) return;
        if (message.type === 'message') entry.player.message(message.data);
        else this.forget(message.conn);
      },
    );
    worker.on('error', () => undefined);
    worker.send({ type: 'phases', phases: this.phases });
    this.handing.set(worker, new Set());
    // The channel is gone: whatever was still being handed over is dropped here, so its player
    // reconnects (as after a reload) instead of waiting on a connection nobody reads.
    worker.once('disconnect', () => this.dropHandovers(worker));
    worker.once('exit', () => {
      this.dropHandovers(worker);
      this.handing.delete(worker);
      for (const [conn, entry] of this.remote) if (entry.worker === worker) this.forget(conn);
      const index = this.workers.indexOf(worker);
      if (index >= 0 && !this.stopping) this.workers[index] = this.spawnWorker();
    });
    return worker;
  }

  private dropHandovers(worker: ChildProcess): void {
    const sockets = this.handing.get(worker);
    if (!sockets) return;
    for (const socket of sockets) socket.terminate();
    sockets.clear();
  }

  private forget(conn: number): void {
    const entry = this.remote.get(conn);
    if (!entry) return;
    this.remote.delete(conn);
    if (entry.joined) this.remoteJoined--;
    entry.player.closed();
  }

  /**
   * A player's new connection: kept in this process, or handed to a push worker. Called as soon as
   * the handshake is done, before anything the player sends is read.
   */
  connect(socket: WebSocket, open: OpenPlayer): void {
    const raw = (socket as unknown as { _socket?: Socket })._socket;
    const live = this.workers.filter((worker) => worker.connected);
    if (live.length === 0 || !raw) {
      const player = open({
        send: (text) => socket.send(text),
        close: (code, reason) => socket.close(code, reason),
        join: () => {
          if (socket.readyState !== 1 || this.sockets.has(socket)) return;
          this.sockets.add(socket);
          this.smallest(this.phased).add(socket);
        },
      });
      socket.on('message', (data: Buffer) => player.message(String(data)));
      socket.on('close', () => {
        this.sockets.delete(socket);
        for (const phase of this.phased) phase.delete(socket);
        player.closed();
      });
      return;
    }
    // The least loaded worker takes it.
    const load = new Map(live.map((worker) => [worker, 0]));
    for (const entry of this.remote.values())
      if (load.has(entry.worker)) load.set(entry.worker, load.get(entry.worker)! + 1);
    const worker = [...load].sort((a, b) => a[1] - b[1])[0]![0];
    const conn = ++this.lastConn;
    // Nothing more is read here: the worker reads the player from now on.
    raw.removeAllListeners('data');
    raw.pause();
    const entry: RemotePlayer = {
      worker,
      joined: false,
      player: { message: () => undefined, closed: () => undefined },
    };
    const tell = (message: Record<string, unknown>) => {
      if (this.remote.get(conn) === entry && worker.connected) worker.send({ ...message, conn });
    };
    this.remote.set(conn, entry);
    entry.player = open({
      send: (text) => tell({ type: 'send', text }),
      close: (code, reason) => tell({ type: 'close', code, reason }),
      join: () => {
        if (this.remote.get(conn) !== entry || entry.joined) return;
        entry.joined = true;
        this.remoteJoined++;
        tell({ type: 'join' });
      },
    });
    const handing = this.handing.get(worker)!;
    handing.add(socket);
    // keepOpen: this process closes its own copy of the descriptor once it is written to the
    // channel, instead of Node holding it until the worker acknowledges (a worker killed first
    // never does, and that copy would keep the player's connection open for ever).
    // Node also tracks a server's connections sent to a child, so that closing the server waits
    // for the child, but drops a child from that list when it exits; a server whose every such
    // child has exited never closes (net.Server.close waits on workers that are gone). The hub
    // owns its workers and ends them on stop, so the connection leaves the server here: the server
    // stops counting it when this process's copy closes, just below.
    (raw as { server?: unknown }).server = null;
    worker.send({ type: 'socket', conn }, raw, { keepOpen: true }, () => {
      // The worker holds the descriptor now (or the send failed, and the player reconnects); this
      // process's copy and WebSocket object are let go (its close event takes it out of the
      // server's client list). Nothing is written to the player here.
      handing.delete(socket);
      socket.terminate();
    });
  }

  /** Stops the broadcasts and the push workers (waiting until they have exited). */
  async stop(): Promise<void> {
    this.stopping = true;
    const exited = this.workers
      .filter((worker) => worker.exitCode === null && worker.signalCode === null)
      .map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of this.workers) worker.kill();
    await Promise.all(exited);
    clearTimeout(this.ticker);
    await this.listener.stop();
  }

  private smallest<T>(sets: Set<T>[]): Set<T> {
    return sets.reduce((least, set) => (set.size < least.size ? set : least));
  }

  /**
   * Sends `message` to every player, or with `phase` to the players of that tick phase only (here
   * and in each push worker).
   */
  broadcast(message: unknown, phase?: number): void {
    // A tick goes to thousands of sockets: the message is serialised and framed once (an unmasked
    // text frame, as a server sends), then written to each connection as it is.
    // Writing the ready frame to the connection (ws's `_socket`) instead of socket.send halves the
    // server's cost per player (the benchmark: 50 ms instead of 88 ms for 5,000 players); it is
    // safe because the server sends uncompressed frames, each written whole and in order.
    const text = JSON.stringify(message);
    const frame = textFrame(text);
    // Each push worker gets the serialised message once, frames it once and writes it to its
    // share of the players.
    if (this.remoteJoined > 0)
      for (const worker of this.workers)
        if (worker.connected) worker.send({ type: 'frame', text, phase });
    for (const socket of phase === undefined ? this.sockets : this.phased[phase]!) {
      const raw = (socket as { _socket?: { write(data: Buffer): boolean } })._socket;
      if (raw && (socket as { readyState?: number }).readyState === 1) raw.write(frame);
      else socket.send(Buffer.from(text), { binary: false });
    }
  }

  /** What a player gets on connecting: the round, recent crash points, the published chain. */
  async snapshot(): Promise<{
    round?: PublicRound;
    history: Array<{ id: number; crash: number }>;
    chain?: { id: number; terminal_hash: string; salt: string; length: number };
  }> {
    const round = await latestRound(this.db, this.stream);
    const history = (await crashedRounds(this.db, this.stream, 20)).map((r) => ({
      id: r.id,
      crash: r.crash_point,
    }));
    return {
      round: round && publicRound(round),
      history,
      chain: round ? await chainInfo(this.db, round.chain_id) : undefined,
    };
  }

  private async onNotification(event: {
    stream: string;
    round: number;
    event: string;
    [key: string]: unknown;
  }): Promise<void> {
    if (event.stream !== this.stream) return;
    if (event.event === 'bet')
      return this.broadcast({
        type: 'bet',
        round: event.round,
        player: maskName(String(event.username)),
        amount: event.amount,
      });
    if (event.event === 'paid')
      return this.broadcast({ type: 'paid', round: event.round, bet: event.bet });
    // A void round's bet given back by the wallet: its player's page reads the balance.
    if (event.event === 'refunded')
      return this.broadcast({ type: 'refunded', round: event.round, bet: event.bet });
    if (event.event === 'cashed') {
      return this.broadcast({
        type: 'cashed',
        round: event.round,
        bet: event.bet,
        player: maskName(String(event.username)),
        cashout: event.cashout,
        win: event.win,
      });
    }
    const round = await roundById(this.db, event.round);
    if (round) this.follow(round);
  }

  private follow(round: CrashRound): void {
    this.current = round;
    clearTimeout(this.ticker);
    this.ticker = undefined;
    // t: when it was sent (epoch ms), so a client can tell how late it arrived.
    this.broadcast({ type: 'round', round: publicRound(round), t: Date.now() });
    if (round.phase !== 'running') return;
    const started = round.started_at!.getTime();
    // Ticks are due on the round's own grid (tickAt: each phase of the period in turn), each
    // timer aimed at the next one, so lateness never accumulates from tick to tick.
    const grid = (index: number) => tickAt(started, index, this.tickMs, this.phases);
    // No tick in the round's first period: the round message just sent (to everyone at once) is
    // each player's start, and a tick due while that burst is still being written and read would
    // only queue behind it. Each player's first tick is one period or more after the start.
    const after = (now: number) =>
      Math.max(this.phases, tickIndexAfter(started, now, this.tickMs, this.phases));
    let index = after(Date.now());
    const next = () => {
      const now = Date.now();
      // Each phase in turn, so a late timer delays a phase's tick rather than skipping it; but a
      // process stalled for a whole period starts again from now instead of sending stale ticks.
      if (grid(index + this.phases).due <= now) index = after(now);
      const { due, phase } = grid(index++);
      this.ticker = setTimeout(
        () => {
          if (this.current?.id !== round.id || this.current.phase !== 'running') return;
          const sentAt = Date.now();
          // Never show a multiplier at or past the crash point: the crash message follows.
          const multiplier = Math.min(multiplierAt(sentAt - started), round.crash_point - 1);
          // t: when this tick was due (epoch ms), so a client can measure how late it arrived.
          this.broadcast(
            { type: 'tick', round: round.id, elapsed: sentAt - started, multiplier, t: due },
            phase,
          );
          this.onTick?.(due, sentAt, this.phased[phase]!.size);
          next();
        },
        Math.max(0, due - now),
      );
    };
    next();
  }
}
