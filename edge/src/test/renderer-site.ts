/**
 * A deployed site for the first-view tests: `page` as the shell's page, and the home page in a
 * release of mf-home whose renderer declares the banners' answer and renders with `body` (a
 * function body given `input`). The site's folder becomes `SITE_DIR`, as the edge reads it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function siteWithRenderer(body: string, page: string): string {
  const site = mkdtempSync(join(tmpdir(), 'first-view-site-'));
  process.env.SITE_DIR = site;
  const release = join(site, 'remotes', 'mf-home', '1.0.0');
  mkdirSync(join(release, 'first-view'), { recursive: true });
  mkdirSync(join(site, 'shell'));
  writeFileSync(join(site, 'shell', 'index.html'), page);
  writeFileSync(
    join(release, 'routes.json'),
    JSON.stringify({ routes: [{ path: '/', default: true }] }),
  );
  writeFileSync(
    join(release, 'first-view', 'renderer.js'),
    `module.exports.firstView = { contract: 1, react: '19.3.1',
       pages: { '/': { data: { banners: '/api/banners' }, embed: ['banners'] } },
       render: function (input) { ${body} } };`,
  );
  writeFileSync(join(release, 'first-view', 'renderer.css'), '.banner{aspect-ratio:2/1}');
  const entry = '/remotes/mf-home/1.0.0/mf-manifest.json';
  writeFileSync(
    join(site, 'remotes.json'),
    JSON.stringify({ remotes: { mf_home: { version: '1.0.0', entry } } }),
  );
  return site;
}
