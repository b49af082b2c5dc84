/**
 * The error handler answers a module's refusal of a value (a wallet amount out of range) as a
 * 400 naming it, without importing the module: the refusal extends `InvalidRequestError`.
 */
import { describe, expect, it } from '@rstest/core';
import Fastify from 'fastify';
import { checkAmount } from '../modules/wallet/service';
import { errorHandler } from './error-handler';

function app() {
  const server = Fastify({ logger: false });
  server.setErrorHandler(errorHandler);
  server.get('/amount', async () => {
    checkAmount(-5);
    return {};
  });
  server.get('/broken', async () => {
    throw new Error('relation "ledger" does not exist');
  });
  return server;
}

describe('the error handler', () => {
  it("answers a module's refused amount with a 400 that says what is wrong", async () => {
    const response = await app().inject({ url: '/amount' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('amount must be a whole number of millimes');
  });

  it('answers anything else with a 500 that names nothing inside', async () => {
    const response = await app().inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('ledger');
  });
});
