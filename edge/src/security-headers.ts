/**
 * Headers for the shell's HTML. Scripts, manifests and images may come from this origin and from
 * the origins remotes.json names (a remote may live on its own CDN), nothing else; frames only
 * from the game studio's and the sportsbook's origins (and images from them: the lobby's tiles). No inline script runs unless the page
 * carries it and its hash is listed (the shell's page has none today).
 */
import { createHash } from 'node:crypto';
import type { RemotesFile } from './remotes-file';

/** A year, and every subdomain: once a browser has seen the site over HTTPS it never goes back. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Where each provider's iframe comes from: an explicit origin first, else its launch base URL. */
const PROVIDER_VARIABLES = [
  ['STUDIO_ORIGIN', 'STUDIO_BASE_URL'],
  ['SPORTSBOOK_ORIGIN', 'SPORTSBOOK_BASE_URL'],
] as const;

export function remoteOrigins(file: RemotesFile, selfOrigin: string): string[] {
  const origins = new Set<string>();
  for (const release of Object.values(file.remotes)) {
    // A canary may come from another origin than the promoted version; the page may load either.
    for (const { entry } of [release, release.lastKnownGood, release.canary].filter(
      (version) => version !== undefined,
    )) {
      const origin = new URL(entry, selfOrigin).origin;
      if (origin !== selfOrigin) origins.add(origin);
    }
  }
  return [...origins];
}

/**
 * The `frame-src` sources: the origin of each provider's launch URL, the same variables the API
 * reads (`STUDIO_BASE_URL`, `SPORTSBOOK_BASE_URL`, default `/providers/...`) unless
 * `STUDIO_ORIGIN` / `SPORTSBOOK_ORIGIN` name it; a path means the provider is served through this
 * edge, so `'self'`. A value that is neither stops the server at start.
 */
export function providerFrameSources(env: NodeJS.ProcessEnv = process.env): string[] {
  const sources = new Set<string>();
  for (const [originVariable, baseVariable] of PROVIDER_VARIABLES) {
    const name = env[originVariable] ? originVariable : baseVariable;
    const value = env[name]?.trim() || '/';
    if (value.startsWith('/') && !value.startsWith('//')) {
      sources.add("'self'");
      continue;
    }
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name}: expected an http(s) URL or a path, got "${value}"`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`${name}: expected an http(s) URL or a path, got "${value}"`);
    sources.add(url.origin);
  }
  return [...sources];
}

/** CSP hash sources of the page's inline scripts (`<script>` without `src`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // A data block (the edge's embedded remotes.json and API answers) never runs: no hash.
    if (/\btype\s*=\s*["']?application\/json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface HtmlHeaderOptions {
  /** Origins besides this one that remotes.json names: scripts, manifests, images, calls. */
  remoteOrigins: string[];
  /** Sources of the provider iframes (`providerFrameSources`). */
  frameSources: string[];
  /** Hash sources of the page's own inline scripts (`inlineScriptHashes`). */
  scriptHashes?: string[];
  /** Strict-Transport-Security: production, where the site is served over HTTPS. */
  hsts?: boolean;
}

export function htmlSecurityHeaders(options: HtmlHeaderOptions): Record<string, string> {
  const sources = ["'self'", ...options.remoteOrigins].join(' ');
  // The lobby's game tiles are the studio's artwork, served from its origin like its frames.
  const providerImages = options.frameSources.filter((source) => source !== "'self'");
  const csp = [
    "default-src 'self'",
    [`script-src ${sources}`, ...(options.scriptHashes ?? [])].join(' '),
    `connect-src ${sources}`,
    [`img-src ${sources}`, ...providerImages, 'data: blob:'].join(' '),
    // React and swiper set inline style attributes.
    `style-src ${sources} 'unsafe-inline'`,
    "font-src 'self' data:",
    `frame-src ${options.frameSources.length > 0 ? options.frameSources.join(' ') : "'none'"}`,
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
    ...(options.hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
