/** Starts the sandbox payment provider: settings, its own database (migrated), then listens. */
import { buildSandboxApp } from './app';
import { loadSandboxConfig } from './config';
import { openSandboxDatabase } from './db';

let config;
try {
  config = loadSandboxConfig();
} catch (error) {
  console.error(`The payment sandbox did not start: ${(error as Error).message}`);
  process.exit(1);
}
const db = await openSandboxDatabase(config);
const app = await buildSandboxApp({ config, db });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(
    signal,
    () =>
      void app
        .close()
        .then(() => db.end())
        .then(() => process.exit(0)),
  );
await app.listen({ host: config.host, port: config.port });
console.log(`Payments sandbox ready on http://${config.host}:${config.port}`);
