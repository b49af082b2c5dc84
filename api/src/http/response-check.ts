/**
 * Responses checked at the boundary, outside production: every answer of a route that declares a
 * response schema for its status must match it before it is serialised. The front-ends' types
 * are these schemas (`src/contract.ts`), so a handler that answers another shape fails loudly
 * here, in development and in every test that calls it, instead of reaching a client that reads
 * a shape it was promised. Production skips the check (the serialiser still shapes the output).
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: false });
const compiled = new WeakMap<object, ValidateFunction>();

export class ResponseShapeError extends Error {
  constructor(route: string, status: number, detail: string) {
    super(`${route} answered ${status} with a body its response schema refuses: ${detail}`);
    this.name = 'ResponseShapeError';
  }
}

function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** A preSerialization hook: throws when the payload does not match the route's schema for the status. */
export async function checkResponseShape(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!responses) return payload;
  const schema = (responses[String(reply.statusCode)] ??
    responses[`${String(reply.statusCode)[0]}xx`]) as object | undefined;
  if (!schema || typeof schema !== 'object') return payload;
  const validate = validatorFor(schema);
  // JSON as the client will read it (dates as strings, undefined fields gone).
  const data: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
  if (!validate(data)) {
    const [first] = validate.errors ?? [];
    const detail = first ? `${first.instancePath || '/'} ${first.message ?? ''}` : 'no detail';
    throw new ResponseShapeError(
      `${request.method} ${request.routeOptions.url ?? request.url}`,
      reply.statusCode,
      detail,
    );
  }
  return payload;
}
