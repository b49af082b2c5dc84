/**
 * The frame client, built in memory by esbuild when the server starts (one minified module and
 * one stylesheet), served under a content hash so browsers keep them for good.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface ClientAssets {
  script: { name: string; body: string };
  style: { name: string; body: string };
}

const CLIENT_DIR = fileURLToPath(new URL('../../client/', import.meta.url));

export async function buildClient(): Promise<ClientAssets> {
  const result = await build({
    entryPoints: [`${CLIENT_DIR}main.ts`, `${CLIENT_DIR}style.css`],
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022'],
    legalComments: 'none',
    write: false,
    outdir: '/out',
    logLevel: 'warning',
  });
  const find = (suffix: string) =>
    result.outputFiles.find((file) => file.path.endsWith(suffix))!.text;
  const named = (body: string, ext: string) => ({
    name: `app.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.${ext}`,
    body,
  });
  return { script: named(find('.js'), 'js'), style: named(find('.css'), 'css') };
}
