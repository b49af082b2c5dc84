/**
 * Graceful stop: the listening socket closes at once (a load balancer sees the port refuse and
 * sends no more), idle keep-alive connections close, requests arriving on busy ones get a 503,
 * and requests already running get `graceMs` to finish. Past that, their connections are cut so
 * the process can end; the caller then closes the database pool.
 */
import type { FastifyInstance } from 'fastify';

export async function drainAndClose(
  app: FastifyInstance,
  graceMs: number,
): Promise<{ drained: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const closed = app.close().then(() => true);
  const graceOver = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const drained = await Promise.race([closed, graceOver]);
  clearTimeout(timer);
  if (!drained) {
    app.log.warn(
      { graceMs },
      'requests still running after the shutdown grace period: their connections are cut',
    );
    app.server.closeAllConnections();
    await closed;
  }
  return { drained };
}
