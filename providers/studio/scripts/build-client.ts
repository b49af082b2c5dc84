/**
 * Builds the game clients into dist/client (one minified ES module per game kind) and prints each
 * one's size raw and gzipped; fails when one exceeds the budget of 150 KB gzipped.
 *
 *   pnpm --filter @casino/studio build
 */
import { gzipSync } from 'node:zlib';
import { buildClients, CLIENT_BUDGET_GZIP } from '../client/build';

const sizes = await buildClients();
let over = false;
for (const { name, bytes } of sizes) {
  const gzip = gzipSync(bytes, { level: 9 }).length;
  if (gzip > CLIENT_BUDGET_GZIP) over = true;
  console.log(
    `${name}: ${(bytes.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip (budget ${CLIENT_BUDGET_GZIP / 1024} KB)`,
  );
}
process.exit(over ? 1 : 0);
