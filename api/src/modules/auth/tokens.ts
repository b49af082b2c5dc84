import { createHash, randomBytes } from 'node:crypto';

/** A random opaque bearer token (256 bits); only its hash is ever stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
