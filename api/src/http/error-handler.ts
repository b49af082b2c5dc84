/**
 * One error handler: every refusal is a 4xx with a translated `{message}` (login also carries
 * `error`, which the login form shows); anything unexpected is a logged 500 without internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { translate } from '../i18n/messages';
import { AppError, InvalidRequestError } from './app-error';

function validationDetail(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = `${error.validationContext ?? 'request'}${first.instancePath ?? ''}`.replace(
    /\//g,
    '.',
  );
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  return missing ? `${where}.${missing} is required` : `${where} ${first.message ?? 'is invalid'}`;
}

/**
 * PostgreSQL's class 22 (data exception: a NUL in text, a date or number out of range, text that
 * is not a number) is about a value the request carried; validation stops what it knows of, this
 * catches the rest as a 400 instead of a 500. Other database errors stay 500s.
 */
function isDataException(error: unknown): error is pg.DatabaseError {
  return (
    error instanceof pg.DatabaseError &&
    typeof error.code === 'string' &&
    error.code.startsWith('22')
  );
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang ?? 'en';
  let status: number;
  let message: string;
  let extra: Record<string, unknown> = {};
  if (error instanceof AppError) {
    status = error.statusCode;
    message = translate(error.key, lang, error.params);
    extra = error.extra;
  } else if (error instanceof InvalidRequestError) {
    status = 400;
    message = translate('invalidRequest', lang, { detail: error.message });
  } else if (error.validation) {
    status = 400;
    message = translate('invalidRequest', lang, { detail: validationDetail(error) });
  } else if (isDataException(error)) {
    request.log.warn(
      { code: error.code, detail: error.message },
      'a value of the request was refused by the database',
    );
    status = 400;
    message = translate('invalidRequest', lang, {
      detail: 'a value is out of range or cannot be stored',
    });
  } else if (error.statusCode === 429) {
    status = 429;
    message = translate('tooManyRequests', lang);
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    message = translate('invalidRequest', lang, { detail: error.message });
  } else {
    request.log.error({ err: error }, 'unexpected error');
    status = 500;
    message = translate('serverError', lang);
  }
  const body: Record<string, unknown> = { message, ...extra };
  if (request.routeOptions?.config?.errorField) body.error = message;
  return reply.code(status).send(body);
}
