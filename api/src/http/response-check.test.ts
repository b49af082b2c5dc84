import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from '@rstest/core';
import { checkResponseShape } from './response-check';

const Game = Type.Object({ game_id: Type.Integer(), name: Type.String() });

async function appAnswering(body: unknown, errors: string[] = []) {
  const app = Fastify({ logger: false });
  app.addHook('preSerialization', checkResponseShape);
  app.setErrorHandler((error: Error, _request, reply) => {
    errors.push(error.message);
    return reply.code(500).send({ message: 'Server error' });
  });
  app.get('/game', { schema: { response: { 200: Game } } }, async () => body);
  app.get('/free', async () => body);
  await app.ready();
  return app;
}

describe('responses checked against their schema outside production', () => {
  it('lets an answer of the declared shape through', async () => {
    const app = await appAnswering({ game_id: 1, name: 'Book' });
    expect((await app.inject('/game')).json()).toEqual({ game_id: 1, name: 'Book' });
  });

  it('refuses an answer that lost or retyped a field, naming the route and the field', async () => {
    for (const [body, field] of [
      [{ game_id: 1, title: 'Book' }, "/ must have required property 'name'"],
      [{ game_id: '1', name: 'Book' }, '/game_id must be integer'],
    ] as const) {
      const errors: string[] = [];
      const app = await appAnswering(body, errors);
      expect((await app.inject('/game')).statusCode).toBe(500);
      expect(errors).toEqual([
        `GET /game answered 200 with a body its response schema refuses: ${field}`,
      ]);
    }
  });

  it('leaves routes without a response schema alone', async () => {
    const app = await appAnswering({ anything: true });
    expect((await app.inject('/free')).statusCode).toBe(200);
  });
});
