/**
 * The operator's responsible-gambling commands: list exclusions, set one for a player, end one
 * (with a reason), and read a player's record of changes. Every step is recorded in rg_changes
 * as `operator:<name>`, so the trail says who did it.
 */
import type { Command } from 'commander';
import type { Db } from '../db/pool';
import { AppError } from '../http/app-error';
import { translate } from '../i18n/messages';
import { OperatorError, requirePlayer } from '../modules/players/service';
import { changesOf } from '../modules/responsible-gambling/changes';
import {
  endExclusionByOperator,
  listExclusions,
  startExclusion,
  type ExclusionRow,
} from '../modules/responsible-gambling/exclusions';
import {
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  type ExclusionDuration,
} from '../modules/responsible-gambling/rules';

const DURATIONS: readonly string[] = [...TIMEOUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS];

function durationOf(value: string): ExclusionDuration {
  if (!DURATIONS.includes(value))
    throw new OperatorError(`duration must be one of ${DURATIONS.join(', ')}, not "${value}"`);
  return value as ExclusionDuration;
}

function operatorOf(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9._-]{1,40}$/.test(value))
    throw new OperatorError('--by <operator> is required: your name, for the audit trail');
  return value;
}

const describe = (e: ExclusionRow & { username?: string }) =>
  `${e.username ?? `player ${e.player_id}`}: ${e.kind} ${e.duration} from ${e.started_at.toISOString()} until ${
    e.ends_at?.toISOString() ?? 'permanent'
  }${e.end_effective_at ? `, end requested, effective ${e.end_effective_at.toISOString()}` : ''}`;

export function registerRgCommands(
  program: Command,
  runtime: { out(line: string): void; now?: () => Date },
  withDatabase: (work: (db: Db) => Promise<void>) => Promise<void>,
): void {
  const { out } = runtime;
  const now = () => (runtime.now ?? (() => new Date()))();

  program
    .command('exclusions')
    .description('list time-outs and self-exclusions in force (--all: every one ever taken)')
    .option('--all', 'include ended ones')
    .option('--json', 'print JSON')
    .action((options: { all?: boolean; json?: boolean }) =>
      withDatabase(async (db) => {
        const rows = await listExclusions(db, now(), options.all ?? false);
        if (options.json) out(JSON.stringify(rows, null, 2));
        else if (rows.length === 0) out('(no exclusion in force)');
        else rows.forEach((row) => out(describe(row)));
      }),
    );

  program
    .command('exclude <username> <duration>')
    .description(
      `time-out (${TIMEOUT_DURATIONS.join(', ')}) or self-exclusion (${SELF_EXCLUSION_DURATIONS.join(', ')}), at once; ends the player's sessions`,
    )
    .option('--by <operator>', 'your name, for the audit trail')
    .action((username: string, value: string, options: { by?: string }) => {
      const duration = durationOf(value);
      const operator = operatorOf(options.by);
      return withDatabase(async (db) => {
        const player = await requirePlayer(db, username);
        try {
          const started = await startExclusion(db, {
            playerId: player.id,
            duration,
            actor: `operator:${operator}`,
            now: now(),
          });
          out(describe({ ...started, username: player.username }));
        } catch (error) {
          if (error instanceof AppError)
            throw new OperatorError(translate(error.key, 'en', error.params));
          throw error;
        }
      });
    });

  program
    .command('end-exclusion <username>')
    .description('end the exclusion in force now, with the reason recorded')
    .option('--by <operator>', 'your name, for the audit trail')
    .option('--reason <text>', 'why it ends early (required)')
    .action((username: string, options: { by?: string; reason?: string }) => {
      const operator = operatorOf(options.by);
      const reason = options.reason?.trim();
      if (!reason || reason.length > 200)
        throw new OperatorError('--reason <text> is required (1 to 200 characters)');
      return withDatabase(async (db) => {
        const player = await requirePlayer(db, username);
        const ended = await endExclusionByOperator(db, {
          playerId: player.id,
          operator,
          reason,
          now: now(),
        });
        if (!ended) throw new OperatorError(`${player.username} has no exclusion in force`);
        out(`ended: ${describe({ ...ended, username: player.username })}`);
      });
    });

  program
    .command('rg-changes <username>')
    .description("the player's record of limit, exclusion and setting changes, newest first")
    .option('--json', 'print JSON')
    .action((username: string, options: { json?: boolean }) =>
      withDatabase(async (db) => {
        const player = await requirePlayer(db, username);
        const rows = await changesOf(db, player.id);
        if (options.json) out(JSON.stringify(rows, null, 2));
        else if (rows.length === 0) out('(no change recorded)');
        else
          rows.forEach((row) =>
            out(
              `${row.at.toISOString()} ${row.actor} ${row.subject}: ${row.old_value ?? '-'} -> ${row.new_value ?? '-'} (effective ${row.effective_at?.toISOString() ?? '-'})`,
            ),
          );
      }),
    );
}
