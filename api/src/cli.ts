/**
 * Operator CLI: `pnpm --filter @casino/api cli <command>`. Uses the same database settings as the
 * API (DATABASE_URL, else the embedded PostgreSQL on PG_PORT: the one the running API started when
 * it answers, otherwise one started for this command). The commands live in `cli/program.ts`.
 */
import { runCli } from './cli/program';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';

const config = loadConfig();
process.exitCode = await runCli(process.argv.slice(2), {
  openDatabase: () => openDatabase(config, { poolSize: 4 }),
  cashbackPercent: config.cashbackPercent,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
