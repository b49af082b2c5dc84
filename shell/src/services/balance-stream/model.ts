/**
 * The header's balance, at once: while a player is logged in the shell holds the API's balance
 * stream and writes each pushed balance and bonus (and the jackpot pools) into the user, then
 * tells the remotes (`user:updated`). The 5 s refresh of `user/model` keeps running as the
 * fallback. A pushed balance is taken only when its ledger version is at least the held one's,
 * so pushes and refreshes may arrive in any order and the newest balance stays. The pools carry
 * no version: a refresh asked before a pools push and answered after it has older pools, so the
 * pushed ones are put back.
 */
import { apiRequest } from '@casino/shared/api';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { $token, tokenDropped } from '../token/model';
import { $user, announceUserFx, fetchUserFx, isOlderBalance } from '../user/model';
import type { createBalanceStream, PushedBalance, PushedPools } from './connection';

export const balanceStreamEnabled = createEvent();
export const balancePushed = createEvent<PushedBalance>();
export const poolsPushed = createEvent<PushedPools>();
export const streamStateChanged = createEvent<boolean>();

export const $streamOpen = createStore(false).on(streamStateChanged, (_, open) => open);
const $enabled = createStore(false).on(balanceStreamEnabled, () => true);

/** The last pushed pools and when they came. */
const $lastPools = createStore<(PushedPools & { at: number }) | null>(null)
  .on(poolsPushed, (_, pools) => ({ ...pools, at: Date.now() }))
  .reset(tokenDropped);
const $refreshAskedAt = createStore(0).on(fetchUserFx, () => Date.now());

$user
  .on(balancePushed, (user, { balance, bonus, version }) =>
    user && !isOlderBalance(version, user.balance_version)
      ? { ...user, balance, bounse: bonus, balance_version: version }
      : user,
  )
  .on(poolsPushed, (user, pools) =>
    user
      ? { ...user, diamond_bet: pools.diamond, golden_bet: pools.golden, silver_bet: pools.silver }
      : user,
  );

sample({
  clock: [balancePushed, poolsPushed],
  source: $user,
  filter: Boolean,
  target: announceUserFx,
});

// A refresh asked just before a hit's reset was pushed answers with the pool before the reset,
// which the launcher's JACKPOT header would keep until the next 5 s refresh.
sample({
  clock: fetchUserFx.done,
  source: { pools: $lastPools, askedAt: $refreshAskedAt },
  filter: ({ pools, askedAt }) => pools !== null && pools.at > askedAt,
  fn: ({ pools }) => ({
    diamond: pools!.diamond,
    golden: pools!.golden,
    silver: pools!.silver,
    bronze: pools!.bronze,
  }),
  target: poolsPushed,
});

type Connection = ReturnType<typeof createBalanceStream>;

// The connection's code comes with the first player's token: a guest's page never loads it. One
// connection, made once (again after its code failed to load); a start and a stop asked while it
// loads run in the order they were asked.
let connection: Promise<Connection> | undefined;
export const streamStartFx = createEffect(async () => {
  const pushed = scopeBind(balancePushed, { safe: true });
  const pools = scopeBind(poolsPushed, { safe: true });
  const state = scopeBind(streamStateChanged, { safe: true });
  connection ??= import('./connection').then(({ createBalanceStream }) =>
    createBalanceStream({
      fetchTicket: () =>
        apiRequest<{ ticket: string }>('/stream/ticket', { method: 'POST' }).then(
          (answer) => answer.ticket,
        ),
      open: (url) => new EventSource(url),
      onBalance: (balance) => pushed(balance),
      onPools: (amounts) => pools(amounts),
      onState: (open) => state(open),
    }),
  );
  void connection.catch(() => (connection = undefined));
  (await connection).restart();
});
export const streamStopFx = createEffect(async () => (await connection)?.stop());

// Opened once the shell's services run (the API client then has the token), for each token held.
sample({
  clock: [balanceStreamEnabled, $token],
  source: { enabled: $enabled, token: $token },
  filter: ({ enabled, token }) => enabled && token !== null,
  target: streamStartFx,
});
sample({ clock: tokenDropped, target: streamStopFx });
