/**
 * The first-view sandbox with real renderer scripts: what a good one draws, and what a bad one
 * (throwing, looping, slow, prying) costs: its own first view, nothing else.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { RendererSandbox } from './sandbox';

const dir = mkdtempSync(join(tmpdir(), 'first-view-sandbox-'));
let files = 0;
/** A renderer script whose render's body is `body` (its input is `input`). */
function renderer(body: string, extra = ''): string {
  const file = join(dir, `renderer-${++files}.js`);
  writeFileSync(
    file,
    `${extra}
module.exports.firstView = {
  contract: 1,
  react: '19.3.1',
  pages: { '/': { data: { banners: '/api/banners' }, embed: ['banners'] } },
  render: function (input) { ${body} },
};`,
  );
  return file;
}

const input = { path: '/', language: 'ar' as const, data: { banners: [{ url: '/a.png' }] } };
// A wide margin for the worker's messages: the machine running the tests may be busy, and what
// these tests hold is what a renderer draws or what the vm's own limit (250 ms) stops.
const sandbox = new RendererSandbox({ budgetMs: 50, slackMs: 1000, limitMs: 250 });
afterAll(() => sandbox.close());

describe('first-view sandbox', () => {
  it('loads a renderer, reads its declaration and draws with the data it was given', async () => {
    const file = renderer(
      `return { html: '<p lang="' + input.language + '">' + input.data.banners[0].url + '</p>', preload: [{ href: '/a.png' }] };`,
    );
    expect(await sandbox.describe(file)).toEqual({
      contract: 1,
      react: '19.3.1',
      pages: { '/': { data: { banners: '/api/banners' }, embed: ['banners'] } },
    });
    expect(await sandbox.render(file, input)).toEqual({
      html: '<p lang="ar">/a.png</p>',
      preload: [{ href: '/a.png' }],
    });
  });

  it('a renderer that throws, declines or answers no HTML gives no first view', async () => {
    expect(await sandbox.render(renderer(`throw new Error('boom');`), input)).toBeNull();
    expect(await sandbox.render(renderer(`return null;`), input)).toBeNull();
    expect(await sandbox.render(renderer(`return { html: 42 };`), input)).toBeNull();
  });

  it('a script that does not load, or declares no renderer, is refused', async () => {
    const broken = join(dir, 'broken.js');
    writeFileSync(broken, 'module.exports.firstView = {');
    await expect(sandbox.describe(broken)).rejects.toThrow();
    const none = join(dir, 'none.js');
    writeFileSync(none, 'module.exports.other = 1;');
    await expect(sandbox.describe(none)).rejects.toThrow(/firstView/);
    expect(await sandbox.render(none, input)).toBeNull();
  });

  it('a render that loops or outlives its budget is stopped; the next renderer still draws', async () => {
    expect(await sandbox.render(renderer(`while (true) {}`), input)).toBeNull();
    const slow = `var end = Date.now() + 300; while (Date.now() < end) {} return { html: '<p>late</p>' };`;
    expect(await sandbox.render(renderer(slow), input)).toBeNull();
    expect(await sandbox.render(renderer(`return { html: '<p>ok</p>' };`), input)).toEqual({
      html: '<p>ok</p>',
    });
  });

  it("reaches none of the edge's objects: no process, require, environment, timers or code from strings", async () => {
    const probe = renderer(`
      var seen = [typeof process, typeof require, typeof setTimeout, typeof fetch, typeof globalThis.Buffer];
      var escape;
      try { escape = typeof this.constructor.constructor('return process')(); } catch (e) { escape = 'refused'; }
      return { html: seen.join(',') + '|' + escape };`);
    expect(await sandbox.render(probe, input)).toEqual({
      html: 'undefined,undefined,undefined,undefined,undefined|refused',
    });
  });

  it('a loading script that loops is refused within its load budget', async () => {
    const looping = renderer(`return { html: '' };`, 'while (true) {}');
    await expect(sandbox.describe(looping)).rejects.toThrow();
    expect(await sandbox.render(renderer(`return { html: '<p>ok</p>' };`), input)).toEqual({
      html: '<p>ok</p>',
    });
  });
});
