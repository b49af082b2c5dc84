/**
 * One answer for every request that fails: a malformed request is a 400 saying which field was
 * wrong; a value the database refuses (SQLSTATE class 22: out of range, bad text) is a 400 too, as
 * only the request can have put it there; anything else is a 500 that says nothing about the
 * server. The error itself (a driver's message names tables, types and values) goes to the log
 * only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The schema of a route's path parameters: exactly these, all required. */
export function paramsOf(properties: Record<string, object>) {
  return {
    type: 'object',
    required: Object.keys(properties),
    additionalProperties: false,
    properties,
  } as const;
}

function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation)
      return reply.code(400).send({ status: 'invalid_request', message: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return reply
        .code(error.statusCode)
        .send({ status: 'invalid_request', message: error.message });
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.code(400).send({ status: 'invalid_request', message: 'Invalid request.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: 'server_error', message: 'Server error.' });
  });
}
