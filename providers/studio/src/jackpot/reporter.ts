/**
 * Tells the platform the live pool amounts (wallet `reportPools`, signed), so its `/api/jackpots`,
 * the players' `*_bet` fields and the launcher's JACKPOT header follow the pools within a second.
 * Every `intervalMs` it reads the pools' version and sends them when it moved since the last
 * report the platform answered — whichever instance's bets moved them; the platform keeps only
 * the newest version, so two instances reporting, or a late retry, never put an older amount back.
 *
 * Chosen over the platform fetching the pools from the studio: the platform's reads (every
 * player's 5 s refresh, /api/jackpots) stay on its own database and never wait on, or fail with,
 * the studio; the studio sends only when the pools moved; and the platform's stream learns of a
 * change at once (a NOTIFY on its pool rows) instead of polling a cache.
 */
import type { WalletClient } from '@casino/wallet-client';
import type { Db } from '../db/database';
import { poolReport } from './pools';

export class PoolReporter {
  #timer: NodeJS.Timeout | undefined;
  #busy = false;
  #sentVersion = -1;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletClient,
    private readonly intervalMs = 250,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), this.intervalMs);
    void this.flush();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** One report if the pools moved since the last one the platform answered. */
  async flush(): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    try {
      // +1: the seeded pools (version 0) are reported too; the platform keeps versions above 0.
      const pools = await poolReport(this.db);
      const report = { ...pools, version: pools.version + 1 };
      if (report.version === this.#sentVersion) return;
      const answer = await this.wallet.reportPools(report);
      if (answer.ok) this.#sentVersion = report.version;
      else this.onError(new Error(`pool report refused: ${answer.status}`));
    } catch (error) {
      this.onError(error);
    } finally {
      this.#busy = false;
    }
  }
}
