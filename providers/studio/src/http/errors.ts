/**
 * The studio's path parameters, declared by every route that has one. Failing requests are
 * answered by the provider kit's one error handler (`answerErrors`): a malformed parameter is a 400
 * naming it, never a database error.
 */
export { answerErrors, paramsOf } from '@casino/provider-kit';

export const SessionParam = { type: 'string', pattern: '^[A-Za-z0-9_-]{20,64}$' } as const;
/** A file name: the route looks it up among its own files, and answers 404 for any other. */
export const FileParam = { type: 'string', minLength: 1, maxLength: 100 } as const;
/** A positive id of at most 15 digits: always an exact JavaScript number and a PostgreSQL bigint. */
export const IdParam = { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } as const;
