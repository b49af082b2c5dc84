/**
 * The operator's commands over payments: list withdrawals, approve (pays out through the
 * provider), reject with a reason, and expire stale pending deposits. AppError refusals (already
 * decided, unknown id) become the CLI's `error: …` and exit 1.
 */
import type { Command } from 'commander';
import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';
import { translate } from '../i18n/messages';
import type { Adapters } from '../modules/payments/adapter';
import type { PaymentsConfig } from '../modules/payments/config';
import { expireStaleDeposits } from '../modules/payments/deposits';
import { adaptersFromConfig, type PaymentsDeps } from '../modules/payments/deps';
import { withdrawalsByStatus, type WithdrawalStatus } from '../modules/payments/repository';
import { operatorWithdrawalView } from '../modules/payments/views';
import { approveWithdrawal, rejectWithdrawal } from '../modules/payments/withdrawals';
import { OperatorError } from '../modules/players/service';

export interface PaymentsRuntime {
  /** Unset: the payment commands refuse (nothing to pay out through). */
  paymentsConfig?: PaymentsConfig;
  /** Adapters other than the configured ones (tests). */
  paymentAdapters?: Adapters;
  now?: () => Date;
}

const STATUSES: WithdrawalStatus[] = ['requested', 'approved', 'paid', 'rejected', 'failed'];

function idOf(value: string): number {
  if (!/^\d{1,12}$/.test(value)) throw new OperatorError(`"${value}" is not a withdrawal id`);
  return Number(value);
}

async function operatorStep<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError)
      throw new OperatorError(translate(error.key, 'en', error.params));
    throw error;
  }
}

export function registerPaymentCommands(
  program: Command,
  runtime: PaymentsRuntime & { out(line: string): void },
  withDatabase: (work: (db: Db) => Promise<void>) => Promise<void>,
): void {
  const { out } = runtime;
  const deps = (db: Db): PaymentsDeps => {
    const config = runtime.paymentsConfig;
    if (!config) throw new OperatorError('payments are not configured for this command');
    return {
      db,
      config,
      adapters: runtime.paymentAdapters ?? adaptersFromConfig(config),
      now: runtime.now ?? (() => new Date()),
    };
  };
  const line = (w: ReturnType<typeof operatorWithdrawalView>) =>
    `withdrawal ${w.id}: ${w.username} ${w.amount} millimes by ${w.method} to ${w.account}, ${w.status}${w.reason ? ` (${w.reason})` : ''}`;

  program
    .command('withdrawals')
    .description('list withdrawals by status (default: requested, waiting for a decision)')
    .option('--status <status>', STATUSES.join(' | '), 'requested')
    .option('--json', 'print JSON')
    .action((options: { status: string; json?: boolean }) => {
      if (!STATUSES.includes(options.status as WithdrawalStatus))
        throw new OperatorError(`status must be one of ${STATUSES.join(', ')}`);
      return withDatabase(async (db) => {
        const rows = (await withdrawalsByStatus(db, [options.status as WithdrawalStatus])).map(
          operatorWithdrawalView,
        );
        if (options.json) out(JSON.stringify(rows, null, 2));
        else if (rows.length === 0) out(`(no ${options.status} withdrawal)`);
        else rows.forEach((w) => out(line(w)));
      });
    });

  program
    .command('approve-withdrawal <id>')
    .description(
      'approve a requested withdrawal: the provider pays it out (a failed payout returns the funds)',
    )
    .action((value: string) => {
      const id = idOf(value);
      return withDatabase(async (db) => {
        const row = await operatorStep(() => approveWithdrawal(deps(db), id, 'cli'));
        out(`withdrawal ${row.id}: ${row.status}${row.reason ? ` (${row.reason})` : ''}`);
        if (row.status === 'failed')
          throw new OperatorError(
            `the payout failed (${row.reason}); the funds are back in the player's cash`,
          );
      });
    });

  program
    .command('reject-withdrawal <id>')
    .description("reject a requested withdrawal: the funds return to the player's cash")
    .requiredOption('--reason <reason>', 'why, shown to the player (3 to 200 characters)')
    .action((value: string, options: { reason: string }) => {
      const id = idOf(value);
      const reason = options.reason.trim();
      if (reason.length < 3 || reason.length > 200)
        throw new OperatorError('the reason must be 3 to 200 characters');
      return withDatabase(async (db) => {
        const row = await operatorStep(() => rejectWithdrawal(deps(db), id, reason, 'cli'));
        out(`withdrawal ${row.id}: ${row.status} (${row.reason}); funds returned`);
      });
    });

  program
    .command('expire-deposits')
    .description('read stale pending deposits from their provider once more: credit or expire them')
    .action(() =>
      withDatabase(async (db) => {
        const settled = await expireStaleDeposits(deps(db));
        out(
          `${settled.length} stale deposit(s): ${settled.map((d) => `${d.id} ${d.status}`).join(', ') || 'none'}`,
        );
      }),
    );
}
