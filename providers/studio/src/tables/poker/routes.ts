/** The Casino Hold’em player’s socket: `/poker/ws?session=…` (deals and decisions, one at a time). */
import type { FastifyInstance } from 'fastify';
import type { SocketGate } from '../../sessions/socket-gate';
import { registerPerPlayerSocket } from '../per-player/routes';
import { parsePokerMessage } from './messages';
import { poker, type PokerDeps } from './service';
import { publicRound } from './view';

export function registerPokerRoutes(
  app: FastifyInstance,
  options: { deps: PokerDeps; gate: SocketGate; basePath: string },
): void {
  registerPerPlayerSocket(
    app,
    {
      engine: 'poker',
      parse: parsePokerMessage,
      handle: (deps, session, message) =>
        message.type === 'deal'
          ? poker.dealRound(deps, session, message)
          : poker.decide(deps, session, message),
      currentRound: poker.currentRound,
      previousRound: poker.previousRound,
      publicRound,
    },
    options,
  );
}
