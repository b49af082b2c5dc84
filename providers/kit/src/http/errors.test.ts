/**
 * The one error answer, on a bare Fastify app: what a client sees for a malformed request, a value
 * the database refuses and an internal failure, and that the internal text never leaves the server.
 */
import { describe, expect, it } from '@rstest/core';
import Fastify from 'fastify';
import { answerErrors, paramsOf } from './errors';

function app() {
  const server = Fastify({ logger: false });
  answerErrors(server);
  server.get(
    '/items/:id',
    { schema: { params: paramsOf({ id: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } }) } },
    async () => ({ ok: true }),
  );
  server.get('/refused', async () => {
    throw Object.assign(new Error('value "x" is out of range for type bigint'), { code: '22003' });
  });
  server.get('/broken', async () => {
    throw new Error('relation "secrets" does not exist');
  });
  return server;
}

describe('failing requests', () => {
  it('a malformed parameter is a 400 naming it', async () => {
    const response = await app().inject({ url: '/items/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'invalid_request' });
    expect(response.body).toMatch(/params\/id/);
  });

  it('a value the database refuses is a 400 that does not repeat the driver', async () => {
    const response = await app().inject({ url: '/refused' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'invalid_request', message: 'Invalid request.' });
  });

  it('any other failure is a 500 with no internal text', async () => {
    const response = await app().inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'server_error', message: 'Server error.' });
  });
});
