import type { MessageKey } from '../i18n/messages';

/**
 * A refusal the player or provider should see: an HTTP status, a translated message and, when a
 * client reads another field, extra body fields (login failures also carry `error`).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/**
 * A value the request carried that a module refuses (an amount out of range): a 400 naming it.
 * Modules extend it, so the error handler answers their refusals without importing them.
 */
export class InvalidRequestError extends Error {}
