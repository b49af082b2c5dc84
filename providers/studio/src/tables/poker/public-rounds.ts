/**
 * `GET /api/tables/poker/rounds/<id>`: a finished Casino Hold'em hand as the public verifier needs
 * it (no login): its seeds, stakes, decision, cards and return. A hand not finished yet is a 404,
 * so its seed is never shown while it can still be played.
 */
import type { FastifyInstance } from 'fastify';
import { gameById } from '../../catalogue/games';
import type { Db } from '../../db/database';
import { roundById } from './repository';

export function registerPokerPublicRounds(app: FastifyInstance, db: Db, basePath: string): void {
  app.get<{ Params: { id: string } }>(
    `${basePath}/api/tables/poker/rounds/:id`,
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
        family: 'poker',
        game: gameById(round.game_id)?.name ?? null,
        commitment: round.commitment,
        serverSeed: round.server_seed,
        clientSeed: round.client_seed,
        nonce: round.id,
        ante: round.state.ante,
        aaBonus: round.state.aaBonus,
        actions: round.state.actions,
        player: round.state.player,
        dealer: round.state.dealer,
        board: round.state.board,
        returned: round.win,
      };
    },
  );
}
