/**
 * Operator CLI: `pnpm --filter @casino/api cli <command>`. Uses the same database settings as the
 * API (DATABASE_URL, else the embedded PostgreSQL under var/ — stop the API first in that case,
 * or point both at DATABASE_URL).
 */
import { Command } from 'commander';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/connect';
import { creditDailyCashback } from './modules/bonus/service';
import { awardJackpot, TIERS, type Tier } from './modules/jackpot/service';
import { listPlayers } from './modules/players/repository';
import {
  createPlayer,
  OperatorError,
  requirePlayer,
  resetPasswordByOperator,
  revokeSessions,
  setPlayerBlocked,
} from './modules/players/service';
import { openRound, settleOpenRounds } from './modules/wallet/rounds';
import { deposit, withdraw, type WalletResult } from './modules/wallet/service';
import { seedDemo } from './seed/demo-seed';

function millimes(value: string): number {
  if (!/^\d{1,13}$/.test(value) || Number(value) <= 0) throw new OperatorError(`"${value}" is not a positive whole number of millimes`);
  return Number(value);
}

function describe(result: WalletResult): string {
  if (result.status !== 'ok') return `refused: ${result.status}${result.balance !== undefined ? ` (balance ${result.balance})` : ''}`;
  return `ok: transaction ${result.transaction_id}, cash balance ${result.balance} millimes${result.replayed ? ' (already done: same reference)' : ''}`;
}

async function withDatabase(work: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase(loadConfig(), 4);
  try {
    await work(database);
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof OperatorError ? `error: ${error.message}` : error);
  } finally {
    await database.close();
  }
}

const program = new Command('casino-api').description('Operator commands for the casino platform (amounts in millimes)');

program
  .command('create-player <username> <password>')
  .option('--name <name>', 'first name', '')
  .option('--surname <surname>', 'surname', '')
  .action((username: string, password: string, options: { name: string; surname: string }) =>
    withDatabase(async ({ db }) => {
      const id = await createPlayer(db, { username, password, name: options.name, surname: options.surname });
      console.log(`created player ${username.toLowerCase()} (id ${id})`);
    }),
  );

for (const [name, move] of [
  ['deposit', deposit],
  ['withdraw', withdraw],
] as const) {
  program
    .command(`${name} <username> <millimes>`)
    .option('--reference <reference>', 'idempotency key (a repeat with the same key moves nothing)')
    .action((username: string, amount: string, options: { reference?: string }) =>
      withDatabase(async ({ db }) => {
        const player = await requirePlayer(db, username);
        const result = await move(db, player.id, millimes(amount), options.reference ?? `cli:${name}:${Date.now()}:${Math.random()}`);
        console.log(describe(result));
        if (result.status !== 'ok') process.exitCode = 1;
      }),
    );
}

program.command('reset-password <username> <password>').action((username: string, password: string) =>
  withDatabase(async ({ db }) => {
    await resetPasswordByOperator(db, username, password);
    console.log(`password of ${username} changed; sessions ended`);
  }),
);

program.command('block <username>').action((username: string) =>
  withDatabase(async ({ db }) => {
    await setPlayerBlocked(db, username, true);
    console.log(`${username} blocked; sessions ended`);
  }),
);

program.command('unblock <username>').action((username: string) =>
  withDatabase(async ({ db }) => {
    await setPlayerBlocked(db, username, false);
    console.log(`${username} unblocked`);
  }),
);

program
  .command('list-players')
  .option('--json', 'print JSON')
  .action((options: { json?: boolean }) =>
    withDatabase(async ({ db }) => {
      const players = await listPlayers(db);
      if (options.json) console.log(JSON.stringify(players, null, 2));
      else console.table(players.map((p) => ({ id: p.id, username: p.username, blocked: p.blocked, cash: p.balance, bonus: p.bonus })));
    }),
  );

program.command('revoke-sessions <username>').action((username: string) =>
  withDatabase(async ({ db }) => {
    console.log(`${await revokeSessions(db, username)} session(s) of ${username} revoked`);
  }),
);

program
  .command('award-jackpot <username> <tier> <millimes>')
  .description(`pay a jackpot (${TIERS.join(', ')}) and raise the player's jackpot popup`)
  .action((username: string, tier: string, amount: string) =>
    withDatabase(async ({ db }) => {
      const match = TIERS.find((t) => t.toLowerCase() === tier.toLowerCase());
      if (!match) throw new OperatorError(`tier must be one of ${TIERS.join(', ')}`);
      const player = await requirePlayer(db, username);
      console.log(describe(await awardJackpot(db, player.id, match as Tier, millimes(amount))));
    }),
  );

program
  .command('open-round <username> <millimes>')
  .description('place a real bet through the wallet and leave its round unsettled')
  .action((username: string, amount: string) =>
    withDatabase(async ({ db }) => {
      const player = await requirePlayer(db, username);
      const { round, result } = await openRound(db, { playerId: player.id, gameId: 1001, amount: millimes(amount) });
      console.log(`${describe(result)}; round ${round} left open`);
      if (result.status !== 'ok') process.exitCode = 1;
    }),
  );

program.command('settle-rounds <username>').description('settle every open round of the player as lost').action((username: string) =>
  withDatabase(async ({ db }) => {
    const player = await requirePlayer(db, username);
    console.log(`${await settleOpenRounds(db, player.id)} round(s) settled`);
  }),
);

program
  .command('run-cashback [day]')
  .description('credit the daily cashback for a UTC day (default yesterday); idempotent')
  .action((day: string | undefined) =>
    withDatabase(async ({ db }) => {
      const target = day ?? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(target)) throw new OperatorError('day must be YYYY-MM-DD');
      const outcomes = await creditDailyCashback(db, target, loadConfig().cashbackPercent);
      for (const o of outcomes) console.log(`player ${o.playerId}: net loss ${o.netLoss}, cashback ${o.credited}: ${o.result.status}${o.result.replayed ? ' (already credited)' : ''}`);
      console.log(`${outcomes.length} player(s) with a net loss on ${target}`);
    }),
  );

program.command('seed').description('insert the demo catalogue and players when absent').action(() =>
  withDatabase(async ({ db }) => {
    console.log(JSON.stringify(await seedDemo(db)));
  }),
);

await program.parseAsync();
