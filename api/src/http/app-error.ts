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
