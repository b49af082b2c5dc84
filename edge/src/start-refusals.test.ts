/** The edge refuses to start on a configuration it could not serve pages with. */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { buildSiteServer } from './server';

afterEach(() => {
  delete process.env.SITE_DIR;
  delete process.env.PIN_SECRET;
});

describe('edge start', () => {
  it('a PIN_SECRET too short to sign pins with stops the start, not every page after it', async () => {
    const site = mkdtempSync(join(tmpdir(), 'site-start-test-'));
    mkdirSync(join(site, 'shell'), { recursive: true });
    process.env.SITE_DIR = site;
    process.env.PIN_SECRET = 'short';
    await expect(buildSiteServer()).rejects.toThrow('PIN_SECRET must be at least 32 characters');
  });
});
