/**
 * The known-device cookie: after a successful login the browser gets a random device token
 * (256 bits, HttpOnly, never readable by scripts); the API keeps only its digest, as
 * `device:<sha256 hex>` beside the addresses the player logged in from. A login that brings the
 * token of a device the player logged in from counts on that (player, device) pair alone, like a
 * known address: a stranger who guesses a username and locks it never keeps its owner out of a
 * browser they have used before, from whatever address. A token is worth nothing for another
 * username, and a password change forgets it with the addresses.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newOpaqueToken } from './tokens';

export const DEVICE_COOKIE = 'casino_device';

/** The device token the request carries, when it has the shape of one. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`).exec(header);
  return match?.[1];
}

/** How a device is kept among the player's known places (login_known_addresses.address). */
export function deviceKey(token: string): string {
  return `device:${hashToken(token).toString('hex')}`;
}

export function newDeviceToken(): string {
  return newOpaqueToken();
}

export function setDeviceCookie(reply: FastifyReply, token: string, days: number): void {
  reply.header(
    'Set-Cookie',
    `${DEVICE_COOKIE}=${token}; Max-Age=${days * 86_400}; Path=/api; HttpOnly; Secure; SameSite=Strict`,
  );
}
