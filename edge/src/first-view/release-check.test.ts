/** The release's check of a first-view renderer, on real renderer scripts in a release folder. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { assertFirstViewRunnable, sharedReactVersion } from './release-check';

function releaseWith(script: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'first-view-check-'));
  mkdirSync(join(dir, 'first-view'));
  writeFileSync(join(dir, 'first-view', 'renderer.js'), script);
  return dir;
}

const renderer = ({
  contract = 1,
  react = '19.3.1',
  data = "{ banners: '/api/banners' }",
  body = 'return input.data.banners ? { html: "<p></p>" } : null;',
} = {}) =>
  releaseWith(
    `module.exports.firstView = { contract: ${contract}, react: '${react}',
       pages: { '/': { data: ${data} } }, render: function (input) { ${body} } };`,
  );

describe('first-view renderer at release', () => {
  it('accepts a renderer the edge can run, built with the React the shell shares', async () => {
    await expect(assertFirstViewRunnable('mf-home', renderer(), '19.3.1')).resolves.toBeUndefined();
    // A release without a renderer has nothing to check.
    const none = mkdtempSync(join(tmpdir(), 'first-view-none-'));
    await expect(assertFirstViewRunnable('mf-home', none, '19.3.1')).resolves.toBeUndefined();
  });

  it('refuses another React than the shell shares, or another contract', async () => {
    await expect(
      assertFirstViewRunnable('mf-home', renderer({ react: '19.2.0' }), '19.3.1'),
    ).rejects.toThrow('built with React 19.2.0, the shell shares React 19.3.1: release refused');
    await expect(
      assertFirstViewRunnable('mf-home', renderer({ contract: 2 }), '19.3.1'),
    ).rejects.toThrow('first-view contract 2');
  });

  it('refuses a renderer that does not load, throws on a page or hangs', async () => {
    await expect(
      assertFirstViewRunnable('mf-home', releaseWith('module.exports = {'), '19.3.1'),
    ).rejects.toThrow('cannot be loaded by the edge');
    await expect(
      assertFirstViewRunnable(
        'mf-home',
        renderer({ body: 'return input.data.banners.length;' }),
        '19.3.1',
      ),
    ).rejects.toThrow('fails on / in fr');
    await expect(
      assertFirstViewRunnable('mf-home', renderer({ body: 'while (true) {}' }), '19.3.1'),
    ).rejects.toThrow('fails on / in fr');
  });

  it('refuses data from anywhere but the platform API', async () => {
    await expect(
      assertFirstViewRunnable(
        'mf-home',
        renderer({ data: "{ x: 'http://169.254.169.254/latest/meta-data' }" }),
        '19.3.1',
      ),
    ).rejects.toThrow("data other than the platform API's");
  });

  it("reads the React the shell shares from the shell's manifest", () => {
    const shell = mkdtempSync(join(tmpdir(), 'first-view-shell-'));
    writeFileSync(
      join(shell, 'mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: 'react-dom', version: '1' },
          { name: 'react', version: '19.3.1' },
        ],
      }),
    );
    expect(sharedReactVersion(shell)).toBe('19.3.1');
    expect(sharedReactVersion(join(shell, 'missing'))).toBeUndefined();
  });
});
