/**
 * The host side of the first-view sandbox (docs/first-view.md): one worker thread, started with an
 * empty environment (none of the edge's secrets), in which each renderer runs in a vm context of
 * its own with a time budget. A renderer that throws, answers late or loops gives no first view;
 * a worker that stops answering is replaced.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FirstViewInput, FirstViewOutput, FirstViewPage } from '@casino/shared/first-view';

/** What a renderer declares of itself, read when it is loaded. */
export interface RendererInfo {
  contract: unknown;
  react: unknown;
  pages: Record<string, FirstViewPage>;
}

export interface SandboxOptions {
  /** Time a page waits for a render (with `slackMs` for the messages to and from the worker). */
  budgetMs?: number;
  /**
   * Time a render may run at all before the sandbox stops it (a loop): one that misses the page's
   * budget but ends within this still serves the pages after it (compose.ts caches it).
   */
  limitMs?: number;
  /** Time loading a renderer's script may take. */
  loadBudgetMs?: number;
  /** What the edge adds to a budget for the messages to and from the worker. */
  slackMs?: number;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const WORKER_FILE = join(import.meta.dirname, 'sandbox-worker.mjs');
/** The worker's heap: renderers draw a few kilobytes of HTML. */
const HEAP_MB = 64;
/** A worker silent this long after a missed deadline is replaced. */
const STUCK_AFTER_MS = 1000;

export class RendererSandbox {
  readonly budgetMs: number;
  readonly limitMs: number;
  private readonly loadBudgetMs: number;
  private readonly slackMs: number;
  private worker: Worker | undefined;
  /** Resolves once the current worker runs: deadlines count from then, not from its start-up. */
  private online: Promise<void> = Promise.resolve();
  private nextId = 1;
  /** When the current worker last answered anything. */
  private lastAnswerAt = 0;
  private readonly pending = new Map<number, Pending>();
  /** Renderers loaded in the current worker, by file (and its load's answer). */
  private readonly loaded = new Map<string, Promise<RendererInfo>>();

  constructor({
    budgetMs = 50,
    limitMs = 250,
    loadBudgetMs = 2000,
    slackMs = 100,
  }: SandboxOptions = {}) {
    this.budgetMs = budgetMs;
    this.limitMs = limitMs;
    this.loadBudgetMs = loadBudgetMs;
    this.slackMs = slackMs;
  }

  /** Loads the renderer in `file` (once per worker) and answers what it declares. */
  describe(file: string): Promise<RendererInfo> {
    let info = this.loaded.get(file);
    if (!info) {
      info = readFile(file, 'utf8').then(
        (code) =>
          this.call(
            { type: 'load', key: file, code, timeoutMs: this.loadBudgetMs },
            this.loadBudgetMs,
          ) as Promise<RendererInfo>,
      );
      this.loaded.set(file, info);
      // A failed load is tried again on a later request (the file may be replaced by a release).
      info.catch(() => this.loaded.get(file) === info && this.loaded.delete(file));
    }
    return info;
  }

  /**
   * The renderer's output for `input`, or null when it throws, declines or runs past the page's
   * budget (`late` then gets what it answers within the sandbox's limit).
   */
  async render(
    file: string,
    input: FirstViewInput,
    late?: (output: FirstViewOutput | null) => void,
  ): Promise<FirstViewOutput | null> {
    const rendering = this.renderOrThrow(file, input).then(
      (output) => (output && typeof output.html === 'string' ? output : null),
      () => null,
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const missed = new Promise<'missed'>((resolve) => {
      timer = setTimeout(() => resolve('missed'), this.budgetMs + this.slackMs);
    });
    const first = await Promise.race([rendering, missed]);
    clearTimeout(timer);
    if (first !== 'missed') return first;
    if (late) void rendering.then(late);
    return null;
  }

  /** The renderer's answer for `input` as it gave it; throws when it fails or runs past the limit. */
  async renderOrThrow(file: string, input: FirstViewInput): Promise<FirstViewOutput | null> {
    await this.describe(file);
    return (await this.call(
      { type: 'render', key: file, input: JSON.stringify(input), timeoutMs: this.limitMs },
      this.limitMs,
    )) as FirstViewOutput | null;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.loaded.clear();
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_FILE, {
      env: {},
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    worker.unref();
    this.online = new Promise((resolve) => {
      worker.once('online', () => resolve());
      worker.once('exit', () => resolve());
    });
    worker.on(
      'message',
      (message: { id: number; ok: boolean; value?: unknown; error?: string }) => {
        this.lastAnswerAt = performance.now();
        const pending = this.pending.get(message.id);
        if (!pending) return;
        this.pending.delete(message.id);
        if (message.ok) pending.resolve(message.value);
        else pending.reject(new Error(message.error));
      },
    );
    const fail = (error: Error) => {
      if (this.worker === worker) this.replace();
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the first-view sandbox stopped')));
    return worker;
  }

  /** A worker that missed a deadline may be stuck: the next call starts a new one. */
  private replace(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.loaded.clear();
    void worker?.terminate();
  }

  private async call(message: Record<string, unknown>, budgetMs: number): Promise<unknown> {
    this.worker ??= this.start();
    const id = this.nextId++;
    const worker = this.worker;
    await this.online;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('the renderer missed its time budget'));
        // The vm's own limit ends a render in time: a worker that has answered nothing well after
        // the deadline is stuck outside of it.
        const missedAt = performance.now();
        setTimeout(() => {
          if (this.worker === worker && this.lastAnswerAt < missedAt) this.replace();
        }, STUCK_AFTER_MS).unref();
      }, budgetMs + this.slackMs);
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ ...message, id });
    });
  }
}
