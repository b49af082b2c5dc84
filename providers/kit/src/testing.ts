/**
 * What a provider's tests share (the package's `./testing` export): waiting for a condition
 * instead of sleeping, and the readiness answer as a status code, as the database-faults tests
 * of every provider check them.
 */
import type { FastifyInstance } from 'fastify';

/** Polls `condition` every 50 ms until it holds; throws after `timeoutMs`. */
export async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The status code of the provider's readiness probe (`<basePath>/ready`): 200 or 503. */
export async function readinessOf(app: FastifyInstance, basePath: string): Promise<number> {
  return (await app.inject({ url: `${basePath}/ready` })).statusCode;
}
