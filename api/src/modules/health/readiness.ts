/**
 * Readiness: may this instance take traffic? Only when PostgreSQL answers and every migration of
 * this build is applied. A database that does not answer within the timeout counts as down, so a
 * probe never hangs on an unreachable server.
 */
import type { Db } from '../../db/pool';
import { pendingMigrations } from '../../db/migrate';

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'database_unreachable'; detail: string }
  | { ready: false; reason: 'migrations_pending'; pending: string[] };

export async function checkReadiness(db: Db, timeoutMs: number): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const pending = await Promise.race([pendingMigrations(db), timedOut]);
    return pending.length === 0
      ? { ready: true }
      : { ready: false, reason: 'migrations_pending', pending };
  } catch (error) {
    return { ready: false, reason: 'database_unreachable', detail: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
