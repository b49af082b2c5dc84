/**
 * Tells the API which version of each remote this browser mounted (`load`), which failed to load
 * or mount (`load_failure`) and which threw an uncaught error from its own files (`error`), so
 * `pnpm ops status` can compare a canary with the promoted version. Each (remote, version, kind)
 * is sent at most once an hour from one browser (the API counts an address once an hour anyway),
 * in small batches, as a beacon that never delays or breaks the page.
 */
export type ReportKind = 'load' | 'error' | 'load_failure';

export interface VersionReport {
  remote: string;
  version: string;
  kind: ReportKind;
}

export interface VersionReporter {
  report(remote: string, version: string | undefined, kind: ReportKind): void;
}

export interface ReporterOptions {
  send: (reports: VersionReport[]) => void;
  /** Remembers what was sent this hour (localStorage in the page). */
  memory?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  delayMs?: number;
}

const MEMORY_KEY = 'casino.versionReports';
const HOUR_MS = 3_600_000;
const MAX_BATCH = 12;

function readMemory(memory: ReporterOptions['memory'], hour: number): Set<string> {
  try {
    const saved = JSON.parse(memory?.getItem(MEMORY_KEY) ?? 'null') as {
      hour: number;
      sent: string[];
    } | null;
    return new Set(saved?.hour === hour ? saved.sent : []);
  } catch {
    return new Set();
  }
}

export function createVersionReporter({
  send,
  memory = null,
  now = Date.now,
  delayMs = 1000,
}: ReporterOptions): VersionReporter {
  let queue: VersionReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    if (batch.length > 0) send(batch);
    if (queue.length > 0) timer = setTimeout(flush, delayMs);
  }

  return {
    report(remote, version, kind) {
      if (!version) return;
      const hour = Math.floor(now() / HOUR_MS);
      const sent = readMemory(memory, hour);
      const key = `${remote}@${version}:${kind}`;
      if (sent.has(key)) return;
      sent.add(key);
      try {
        memory?.setItem(MEMORY_KEY, JSON.stringify({ hour, sent: [...sent] }));
      } catch {
        // Storage full or denied: the API's own once-an-hour rule still holds.
      }
      queue.push({ remote, version, kind });
      timer ??= setTimeout(flush, delayMs);
    },
  };
}

const REMOTE_FILE = /\/remotes\/(mf-[a-z]+)\/(\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?)\//;

/** The remote and version a script URL (or a stack trace) belongs to: /remotes/mf-casino/1.5.0/... */
export function remoteOfScript(
  text: string | undefined,
): { remote: string; version: string } | null {
  const match = text ? REMOTE_FILE.exec(text) : null;
  return match ? { remote: match[1]!.replace('-', '_'), version: match[2]! } : null;
}

/** Uncaught errors and rejections whose code lives in a remote's release folder. */
export function watchRemoteErrors(
  target: Window,
  onError: (remote: string, version: string) => void,
): void {
  target.addEventListener('error', (event) => {
    const where =
      remoteOfScript(event.filename) ?? remoteOfScript((event.error as Error | undefined)?.stack);
    if (where) onError(where.remote, where.version);
  });
  target.addEventListener('unhandledrejection', (event) => {
    const where = remoteOfScript((event.reason as Error | undefined)?.stack);
    if (where) onError(where.remote, where.version);
  });
}

/** The page's reporter: beacons to the API. */
export function pageVersionReporter(): VersionReporter {
  return createVersionReporter({
    memory: typeof localStorage === 'undefined' ? null : localStorage,
    send(reports) {
      const body = JSON.stringify({ reports });
      const blob = new Blob([body], { type: 'application/json' });
      if (
        typeof navigator.sendBeacon === 'function' &&
        navigator.sendBeacon('/api/remote-reports', blob)
      )
        return;
      void fetch('/api/remote-reports', {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => undefined);
    },
  });
}
