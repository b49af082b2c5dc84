/**
 * Time passing for tests of rolling windows and cooling-offs. The ledger stamps each movement with
 * PostgreSQL's own clock, which a test cannot set; so instead of moving the clock forward, the
 * test moves everything already recorded back by the same span (as the superuser, the ledger's
 * append-only triggers off for the statement). Seen from now, that is exactly the state after
 * the span has passed: a bet placed "on day 1" is 48 hours old on day 3. Session and game-session
 * expiries are left alone (they are not part of the rules under test).
 */
import { createPool, type Db } from '../db/pool';

const STAMPS: Record<string, string[]> = {
  wallet_transactions: ['created_at'],
  ledger_entries: ['created_at'],
  game_rounds: ['created_at', 'settled_at'],
  payment_deposits: ['created_at', 'expires_at', 'settled_at'],
  payment_withdrawals: ['created_at'],
  sessions: ['created_at'],
  rg_limits: ['updated_at'],
  rg_limit_requests: ['requested_at', 'confirmable_at', 'closed_at'],
  rg_exclusions: ['started_at', 'ends_at', 'end_requested_at', 'end_effective_at', 'ended_at'],
  rg_changes: ['at', 'effective_at'],
  rg_settings: ['limits_prompt_at'],
};

export interface TimeMachine {
  /** Lets `ms` pass for everything recorded so far. */
  travel(ms: number): Promise<void>;
  close(): Promise<void>;
}

export function timeMachine(database: string): TimeMachine {
  const url = new URL(process.env.TEST_PG_ADMIN_URL!);
  url.pathname = `/${database}`;
  const admin: Db = createPool(url.toString(), 1);
  return {
    async travel(ms) {
      const client = await admin.connect();
      try {
        await client.query('BEGIN');
        await client.query("SET LOCAL session_replication_role = 'replica'");
        for (const [table, columns] of Object.entries(STAMPS)) {
          const sets = columns.map((c) => `${c} = ${c} - make_interval(secs => $1 / 1000.0)`);
          await client.query(`UPDATE ${table} SET ${sets.join(', ')}`, [ms]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => admin.end(),
  };
}

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
