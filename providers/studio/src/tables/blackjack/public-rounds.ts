/**
 * `GET /api/tables/blackjack/rounds/<id>`: a finished blackjack round as the public verifier needs
 * it (no login): its seeds, bet, decisions, cards and return. A round not finished yet is a 404,
 * so its seed is never shown while it can still be played.
 */
import type { FastifyInstance } from 'fastify';
import { gameById } from '../../catalogue/games';
import type { Db } from '../../db/database';
import { roundById } from './repository';

export function registerBlackjackPublicRounds(
  app: FastifyInstance,
  db: Db,
  basePath: string,
): void {
  app.get<{ Params: { id: string } }>(
    `${basePath}/api/tables/blackjack/rounds/:id`,
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
        },
      },
    },
    async (request, reply) => {
      const round = await roundById(db, Number(request.params.id));
      if (!round || (round.status !== 'finished' && round.status !== 'settled') || !round.state)
        return reply.code(404).send({ status: 'round_not_found' });
      return {
        id: round.id,
        family: 'blackjack',
        game: gameById(round.game_id)?.name ?? null,
        commitment: round.commitment,
        serverSeed: round.server_seed,
        clientSeed: round.client_seed,
        nonce: round.id,
        bet: round.bet,
        actions: round.state.actions,
        dealer: round.state.dealer,
        hands: round.state.hands.map((hand) => ({ cards: hand.cards, stake: hand.stake })),
        returned: round.win,
      };
    },
  );
}
