/**
 * Readiness: may this instance take players? Only while its database answers (within a timeout,
 * so a probe never hangs on an unreachable server) and every long-lived part it names is back.
 */
import type { Db } from './pool';

const READY_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

export async function checkReadiness(
  db: Db,
  parts: Record<string, () => boolean>,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([db.query('SELECT 1'), timedOut]);
  } catch {
    return { ready: false, reason: 'database_unreachable' };
  } finally {
    clearTimeout(timer);
  }
  const down = Object.keys(parts).filter((name) => !parts[name]!());
  return down.length === 0 ? { ready: true } : { ready: false, reason: `${down.join(',')}_down` };
}
