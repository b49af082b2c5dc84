/**
 * The game clients' built files (dist/client, made by `pnpm --filter @casino/studio build`), each
 * referenced with its content hash so it can be cached for good.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIR = fileURLToPath(new URL('../../dist/client/', import.meta.url));

export interface ClientAsset {
  body: Buffer;
  hash: string;
}

const cache = new Map<string, ClientAsset | null>();

export function clientAsset(name: string): ClientAsset | undefined {
  if (!/^[a-z0-9-]+\.js$/.test(name)) return undefined;
  if (!cache.has(name)) {
    const file = `${CLIENT_DIR}${name}`;
    if (!existsSync(file)) return undefined;
    const body = readFileSync(file);
    cache.set(name, { body, hash: createHash('sha256').update(body).digest('hex').slice(0, 16) });
  }
  return cache.get(name) ?? undefined;
}

/** URL of a client file under the studio's base path, versioned by content. */
export function clientUrl(basePath: string, name: string): string {
  const asset = clientAsset(name);
  return `${basePath}/assets/${name}${asset ? `?v=${asset.hash}` : ''}`;
}
