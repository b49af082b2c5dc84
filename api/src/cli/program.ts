/**
 * The operator commands, separate from the process around them: `runCli(argv, runtime)` parses the
 * arguments, checks them before touching the database, calls the services and answers an exit
 * code. `src/cli.ts` runs it against the real database and console; tests run it in-process.
 */
import { isIP } from 'node:net';
import { Command, CommanderError } from 'commander';
import type { Database } from '../db/connect';
import type { Db } from '../db/pool';
import { formatAuditReport, reconcileLedger } from '../modules/audit/reconcile';
import { creditDailyCashback } from '../modules/bonus/service';
import { awardJackpot, TIERS, type Tier } from '../modules/jackpot/service';
import { clearThrottle } from '../modules/auth/repository';
import * as players from '../modules/players/repository';
import { listPlayers } from '../modules/players/repository';
import {
  createPlayer,
  normaliseUsername,
  OperatorError,
  requirePlayer,
  resetPasswordByOperator,
  revokeSessions,
  setPlayerBlocked,
} from '../modules/players/service';
import { openRound, settleOpenRounds } from '../modules/wallet/rounds';
import { deposit, MAX_AMOUNT, withdraw, type WalletResult } from '../modules/wallet/service';
import { seedDemo } from '../seed/demo-seed';
import { registerPaymentCommands, type PaymentsRuntime } from './payment-commands';
import { registerRgCommands } from './rg-commands';

export interface CliRuntime extends PaymentsRuntime {
  openDatabase(): Promise<Pick<Database, 'db' | 'close'>>;
  cashbackPercent: number;
  out(line: string): void;
  err(line: string): void;
  /** Today, for `run-cashback` without a day; tests pin it. */
  now?: () => Date;
}

function millimes(value: string): number {
  if (!/^\d+$/.test(value))
    throw new OperatorError(
      `"${value}" is not a whole, positive number of millimes (1 TND = 1000)`,
    );
  const amount = Number(value);
  if (amount <= 0 || amount > MAX_AMOUNT)
    throw new OperatorError(`"${value}" millimes is out of range: 1 to ${MAX_AMOUNT}`);
  return amount;
}

function tierOf(value: string): Tier {
  const match = TIERS.find((t) => t.toLowerCase() === value.toLowerCase());
  if (!match) throw new OperatorError(`tier must be one of ${TIERS.join(', ')}, not "${value}"`);
  return match;
}

const REFERENCE_HELP =
  'required: your idempotency key for this movement (e.g. the bank transfer id); running the command again with the same reference moves money once';

function referenceOf(value: string): string {
  if (!/^[A-Za-z0-9._:-]{1,100}$/.test(value)) {
    throw new OperatorError(
      `reference must be 1 to 100 characters of letters, digits and . _ : -, not "${value}"`,
    );
  }
  return value;
}

function dayOf(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new OperatorError(`day must be a date YYYY-MM-DD, not "${value}"`);
  }
  return value;
}

/** A refusal is an error: it goes to stderr and ends with a non-zero exit. */
function report(result: WalletResult, what: string, reference?: string): string {
  if (result.status === 'insufficient_funds') {
    throw new OperatorError(
      `insufficient funds: ${what} refused, cash balance is ${result.balance} millimes; nothing moved`,
    );
  }
  if (result.status !== 'ok')
    throw new OperatorError(`${what} refused: ${result.status}; nothing moved`);
  const key = reference === undefined ? '' : `, reference ${reference}`;
  return `ok: transaction ${result.transaction_id}, cash balance ${result.balance} millimes${key}${result.replayed ? ' (already done: same reference)' : ''}`;
}

function table(rows: Array<Record<string, string | number | boolean>>): string[] {
  if (rows.length === 0) return ['(no players)'];
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => String(r[c]))))];
}

function buildProgram(runtime: CliRuntime): Command {
  const { out } = runtime;
  /** Arguments are checked first; the database is opened only for a well-formed command. */
  const withDatabase = async (work: (db: Db) => Promise<void>) => {
    const database = await runtime.openDatabase();
    try {
      await work(database.db);
    } finally {
      await database.close();
    }
  };

  const program = new Command('casino-api')
    .description('Operator commands for the casino platform (amounts in millimes)')
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .configureOutput({
      writeOut: (s) => out(s.trimEnd()),
      writeErr: (s) => runtime.err(s.trimEnd()),
    });

  program
    .command('create-player <username> <password>')
    .option('--name <name>', 'first name', '')
    .option('--surname <surname>', 'surname', '')
    .action((username: string, password: string, options: { name: string; surname: string }) =>
      withDatabase(async (db) => {
        const id = await createPlayer(db, {
          username,
          password,
          name: options.name,
          surname: options.surname,
        });
        out(`created player ${username.trim().toLowerCase()} (id ${id})`);
      }),
    );

  for (const [name, move] of [
    ['deposit', deposit],
    ['withdraw', withdraw],
  ] as const) {
    program
      .command(`${name} <username> <millimes>`)
      .description(
        `${name === 'deposit' ? 'credit' : 'debit'} the player's cash (the bank account is the counterpart)`,
      )
      .requiredOption('--reference <reference>', REFERENCE_HELP)
      .action((username: string, value: string, options: { reference: string }) => {
        const amount = millimes(value);
        const reference = referenceOf(options.reference);
        return withDatabase(async (db) => {
          const player = await requirePlayer(db, username);
          out(
            report(
              await move(db, player.id, amount, reference),
              `${name} of ${amount} millimes`,
              reference,
            ),
          );
        });
      });
  }

  program
    .command('reset-password <username> <password>')
    .action((username: string, password: string) =>
      withDatabase(async (db) => {
        await resetPasswordByOperator(db, username, password);
        out(`password of ${username} changed; sessions ended`);
      }),
    );

  program
    .command('unlock-login [username]')
    .description(
      "forget a username's failed logins and login locks (or, with --address, one client address's)",
    )
    .option(
      '--address <ip>',
      "clear the lock of this client address instead (as the API saw it: the edge's X-Forwarded-For)",
    )
    .action((username: string | undefined, options: { address?: string }) =>
      withDatabase(async (db) => {
        if (options.address !== undefined) {
          if (username !== undefined || isIP(options.address) === 0)
            throw new OperatorError('give either a username or --address <ip address>');
          out(
            `${await clearThrottle(db, { address: options.address })} lock(s) of address ${options.address} cleared`,
          );
          return;
        }
        if (username === undefined)
          throw new OperatorError('give either a username or --address <ip address>');
        const name = normaliseUsername(username);
        const player = await players.findPlayerByUsername(db, name);
        out(
          `${await clearThrottle(db, { username: name, playerId: player?.id ?? null })} lock(s) of ${name} cleared`,
        );
      }),
    );

  program.command('block <username>').action((username: string) =>
    withDatabase(async (db) => {
      await setPlayerBlocked(db, username, true);
      out(`${username} blocked; sessions ended`);
    }),
  );

  program.command('unblock <username>').action((username: string) =>
    withDatabase(async (db) => {
      await setPlayerBlocked(db, username, false);
      out(`${username} unblocked`);
    }),
  );

  program
    .command('list-players')
    .option('--json', 'print JSON')
    .action((options: { json?: boolean }) =>
      withDatabase(async (db) => {
        const players = await listPlayers(db);
        if (options.json) out(JSON.stringify(players, null, 2));
        else
          for (const line of table(
            players.map((p) => ({
              id: p.id,
              username: p.username,
              blocked: p.blocked,
              cash: p.balance,
              bonus: p.bonus,
            })),
          ))
            out(line);
      }),
    );

  program.command('revoke-sessions <username>').action((username: string) =>
    withDatabase(async (db) => {
      out(`${await revokeSessions(db, username)} session(s) of ${username} revoked`);
    }),
  );

  program
    .command('award-jackpot <username> <tier> <millimes>')
    .description(
      `pay a jackpot (${TIERS.join(', ')}) and raise the player's jackpot popup, in one ledger call`,
    )
    .requiredOption('--reference <reference>', REFERENCE_HELP)
    .action((username: string, tierName: string, value: string, options: { reference: string }) => {
      const tier = tierOf(tierName);
      const amount = millimes(value);
      const reference = referenceOf(options.reference);
      return withDatabase(async (db) => {
        const player = await requirePlayer(db, username);
        out(
          report(
            await awardJackpot(db, player.id, tier, amount, reference),
            `${tier} jackpot`,
            reference,
          ),
        );
      });
    });

  program
    .command('open-round <username> <millimes>')
    .description('place a real bet through the wallet and leave its round unsettled')
    .action((username: string, value: string) => {
      const amount = millimes(value);
      return withDatabase(async (db) => {
        const player = await requirePlayer(db, username);
        const { round, result } = await openRound(db, {
          playerId: player.id,
          gameId: 1001,
          amount,
        });
        out(`${report(result, `bet of ${amount} millimes`)}; round ${round} left open`);
      });
    });

  program
    .command('settle-rounds <username>')
    .description('settle every open round of the player as lost')
    .action((username: string) =>
      withDatabase(async (db) => {
        const player = await requirePlayer(db, username);
        out(`${await settleOpenRounds(db, player.id)} round(s) settled`);
      }),
    );

  program
    .command('run-cashback [day]')
    .description('credit the daily cashback for a UTC day (default yesterday); idempotent')
    .action((day: string | undefined) => {
      const now = runtime.now?.() ?? new Date();
      const target = dayOf(day ?? new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10));
      return withDatabase(async (db) => {
        const outcomes = await creditDailyCashback(db, target, runtime.cashbackPercent);
        for (const o of outcomes) {
          out(
            `player ${o.playerId}: net loss ${o.netLoss}, cashback ${o.credited}: ${o.result.status}${o.result.replayed ? ' (already credited)' : ''}`,
          );
        }
        out(`${outcomes.length} player(s) with a net loss on ${target}`);
      });
    });

  program
    .command('seed')
    .description('insert the demo catalogue and players when absent')
    .action(() =>
      withDatabase(async (db) => {
        out(JSON.stringify(await seedDemo(db)));
      }),
    );

  program
    .command('reconcile')
    .description(
      'audit the ledger: balances, movements, balance chains, round totals, negative balances, references; exit 1 on any break',
    )
    .option('--json', 'print the report as JSON')
    .option('--examples <count>', 'breaks shown per check (0 to 100)', '5')
    .action((options: { json?: boolean; examples: string }) => {
      if (!/^\d{1,3}$/.test(options.examples) || Number(options.examples) > 100) {
        throw new OperatorError(
          `--examples must be a whole number from 0 to 100, not "${options.examples}"`,
        );
      }
      return withDatabase(async (db) => {
        const audit = await reconcileLedger(db, { examples: Number(options.examples) });
        for (const line of options.json
          ? [JSON.stringify(audit, null, 2)]
          : formatAuditReport(audit))
          out(line);
        if (!audit.ok) throw new OperatorError(`the ledger audit found ${audit.breaks} break(s)`);
      });
    });

  registerPaymentCommands(program, runtime, withDatabase);
  registerRgCommands(program, runtime, withDatabase);
  return program;
}

/** Runs one command line (without `node script`); answers the exit code. */
export async function runCli(argv: string[], runtime: CliRuntime): Promise<number> {
  const program = buildProgram(runtime);
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Usage errors were already written through configureOutput; --help exits 0.
      return error.exitCode;
    }
    runtime.err(
      error instanceof OperatorError
        ? `error: ${error.message}`
        : `error: ${String((error as Error)?.stack ?? error)}`,
    );
    return 1;
  }
  return 0;
}
