/**
 * Limits on the shared-round game sockets (crash, roulette), as the sportsbook has on its push
 * socket: how many sockets one player (whatever the session) and one address (the edge's
 * X-Forwarded-For) may hold open at once, and how many messages a socket may send in ten seconds
 * (one more closes it with 1008). A player opening sockets or sessions by the dozen, or sending bets
 * in a loop, costs the studio a database round trip each; these caps bound that.
 */
export interface SocketLimits {
  maxPerPlayer: number;
  maxPerAddress: number;
  messagesPer10s: number;
}

export const POLICY_VIOLATION = 1008;
const WINDOW_MS = 10_000;

export class SocketGate {
  private readonly perPlayer = new Map<number, number>();
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly limits: SocketLimits,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Sockets open now for this player or address (tests). */
  count(key: { player?: number; address?: string }): number {
    return key.player !== undefined
      ? (this.perPlayer.get(key.player) ?? 0)
      : (this.perAddress.get(key.address ?? '') ?? 0);
  }

  /**
   * Counts one more socket for the player and the address, unless either is at its cap
   * (undefined then); the answer releases it, once, when the socket ends.
   */
  admit(player: number, address: string): (() => void) | undefined {
    if (
      this.count({ player }) >= this.limits.maxPerPlayer ||
      this.count({ address }) >= this.limits.maxPerAddress
    )
      return undefined;
    this.perPlayer.set(player, this.count({ player }) + 1);
    this.perAddress.set(address, this.count({ address }) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      decrement(this.perPlayer, player);
      decrement(this.perAddress, address);
    };
  }

  /** A socket's message budget: `allow()` answers false once it sent too many in the window. */
  rate(): { allow(): boolean } {
    let windowStart = this.clock();
    let inWindow = 0;
    return {
      allow: () => {
        const now = this.clock();
        if (now - windowStart >= WINDOW_MS) {
          windowStart = now;
          inWindow = 0;
        }
        inWindow += 1;
        return inWindow <= this.limits.messagesPer10s;
      },
    };
  }
}

function decrement<K>(counts: Map<K, number>, key: K): void {
  const left = (counts.get(key) ?? 0) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
