import { gzipSync } from 'node:zlib';
import { describe, expect, it } from '@rstest/core';
import { buildClient } from '../src/page/assets';

/** The frame's whole client (script and style) stays small: 40 KB gzipped at most. */
describe('frame client', () => {
  it('builds into one script and one stylesheet within the budget', async () => {
    const assets = await buildClient();
    const script = gzipSync(assets.script.body, { level: 9 }).length;
    const style = gzipSync(assets.style.body, { level: 9 }).length;
    console.log(
      `frame client: script ${(assets.script.body.length / 1024).toFixed(1)} KB (${(script / 1024).toFixed(1)} KB gzip), style ${(assets.style.body.length / 1024).toFixed(1)} KB (${(style / 1024).toFixed(1)} KB gzip)`,
    );
    expect(assets.script.name).toMatch(/^app\.[0-9a-f]{12}\.js$/);
    expect(script + style).toBeLessThanOrEqual(40 * 1024);
    // The frame carries the site's money formatter (it cuts the third decimal), not a copy.
    expect(assets.script.body).toContain('roundingMode:"trunc"');
  });
});
