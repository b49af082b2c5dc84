/**
 * The real platform API for a provider's tests: built in-process by the API's own test harness on
 * a fresh database, listening on a loopback port, so the provider talks to it over real HTTP with
 * real signatures. Also the player steps a provider needs: a player with money and a launch token
 * obtained the way the site gets one (login, then StartGame).
 */
import type { AddressInfo } from 'node:net';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  loginToken,
  type TestContext,
} from '@casino/api/testing';

export interface Platform {
  /** Origin of the listening API, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** The secret the platform holds for `studio`. */
  studioSecret: string;
  context: TestContext;
  /** A new player holding `cash` millimes; answers id, username and a site bearer token. */
  player(cash: number): Promise<{ id: number; username: string; bearer: string }>;
  /** A launch URL from StartGame (token, game, lang in its query). */
  launch(bearerToken: string, gameId?: number): Promise<URL>;
  /** The player's cash balance read by the platform itself. */
  cash(playerId: number): Promise<number>;
  close(): Promise<void>;
}

let players = 0;

export async function startPlatform(): Promise<Platform> {
  const context = await createTestContext();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = context.app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    studioSecret: context.config.providerSecrets.studio!,
    context,
    async player(cash) {
      players += 1;
      const username = `p${process.pid % 10000}x${players}x${Date.now() % 100000}`;
      const id = await addPlayer(context.db, username, cash);
      return { id, username, bearer: await loginToken(context.app, username) };
    },
    async launch(bearerToken, gameId = 1001) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/StartGame',
        headers: bearer(bearerToken),
        payload: { game_id: gameId },
      });
      if (response.statusCode !== 200)
        throw new Error(`StartGame: ${response.statusCode} ${response.body}`);
      return new URL(response.json<{ url: string }>().url, 'http://site.test');
    },
    cash: (playerId) => cashOf(context.db, playerId),
    close: () => context.close(),
  };
}
