/** The blackjack player's socket: `/blackjack/ws?session=…` (deals and decisions, one at a time). */
import type { FastifyInstance } from 'fastify';
import type { SocketGate } from '../../sessions/socket-gate';
import { registerPerPlayerSocket } from '../per-player/routes';
import { parseBlackjackMessage } from './messages';
import { blackjack, type BlackjackDeps } from './service';
import { publicRound } from './view';

export function registerBlackjackRoutes(
  app: FastifyInstance,
  options: { deps: BlackjackDeps; gate: SocketGate; basePath: string },
): void {
  registerPerPlayerSocket(
    app,
    {
      engine: 'blackjack',
      parse: parseBlackjackMessage,
      handle: (deps, session, message) =>
        message.type === 'deal'
          ? blackjack.dealRound(deps, session, message)
          : blackjack.decide(deps, session, message),
      currentRound: blackjack.currentRound,
      previousRound: blackjack.previousRound,
      publicRound,
    },
    options,
  );
}
