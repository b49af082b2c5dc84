/** Each game page loads one script; it must stay within 150 KB gzipped. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from '@rstest/core';
import { buildClients, CLIENT_BUDGET_GZIP } from './build';

describe('game clients', () => {
  it('build within the JavaScript budget of a game page', async () => {
    const dir = `${mkdtempSync(path.join(tmpdir(), 'studio-client-'))}/`;
    try {
      const built = await buildClients(dir);
      // Every game kind's client, and the table families' (one each) with their verifier.
      expect(built.map((file) => file.name)).toEqual(
        expect.arrayContaining([
          'slot.js',
          'crash.js',
          'roulette.js',
          'blackjack.js',
          'verify.js',
          'sic-bo.js',
          'andar-bahar.js',
          'money-wheel.js',
          'baccarat.js',
          'dragon-tiger.js',
          'tables-verify.js',
        ]),
      );
      for (const file of built)
        expect(gzipSync(file.bytes, { level: 9 }).length).toBeLessThanOrEqual(CLIENT_BUDGET_GZIP);
      // The games carry the site's money formatter (it cuts the third decimal), not a copy.
      for (const game of built.filter((file) => !file.name.includes('verify')))
        expect(game.bytes.toString()).toContain('roundingMode:"trunc"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
