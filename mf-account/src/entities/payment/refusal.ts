/**
 * Why the API refused a payment, as the player reads it: the API's own translated message
 * (`422` with `code` and `limit`), or a network failure in the account's words.
 */
import { ApiError } from '@casino/shared/api';

export function refusalText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.message) return error.message;
  return fallback;
}
