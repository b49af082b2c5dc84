/**
 * The operator commands' runtime on the real database, as `src/cli.ts` runs one command, and as a
 * long-lived process may run many (the end-to-end suite's operator, which saves a process start
 * per command): the settings from the environment, a database opened per command.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import type { CliRuntime } from './program';

export function operatorRuntime(io: Pick<CliRuntime, 'out' | 'err'>): CliRuntime {
  const config = loadConfig();
  return {
    openDatabase: () => openDatabase(config, { poolSize: 4 }),
    cashbackPercent: config.cashbackPercent,
    paymentsConfig: config.payments,
    ...io,
  };
}

export { runCli, type CliRuntime } from './program';
