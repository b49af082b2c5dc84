/**
 * Headers for the shell's HTML. Scripts, manifests and images may come from this origin and from
 * the origins remotes.json names (a remote may live on its own CDN), nothing else.
 */
import type { RemotesFile } from './remotes-file';

export function remoteOrigins(file: RemotesFile, selfOrigin: string): string[] {
  const origins = new Set<string>();
  for (const release of Object.values(file.remotes)) {
    for (const { entry } of [release, ...(release.lastKnownGood ? [release.lastKnownGood] : [])]) {
      const origin = new URL(entry, selfOrigin).origin;
      if (origin !== selfOrigin) origins.add(origin);
    }
  }
  return [...origins];
}

export function htmlSecurityHeaders(extraOrigins: string[]): Record<string, string> {
  const sources = ["'self'", ...extraOrigins].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${sources}`,
    `connect-src ${sources}`,
    `img-src ${sources} data: blob:`,
    // React and swiper set inline style attributes.
    `style-src ${sources} 'unsafe-inline'`,
    "font-src 'self' data:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
