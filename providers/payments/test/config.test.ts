/** The sandbox's settings: read through one schema, every problem said, never in production. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from '@rstest/core';
import { loadSandboxConfig } from '../src/config';

const varDir = mkdtempSync(`${tmpdir()}/sandbox-config-`);

describe('loadSandboxConfig', () => {
  it('needs nothing in development', () => {
    const config = loadSandboxConfig({ PG_DATA_DIR: `${varDir}/pg` }, varDir);
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3420, pgPort: 54329 });
    expect(config.publicUrl).toBe('http://127.0.0.1:3420');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reports every bad value at once', () => {
    expect(() => loadSandboxConfig({ PAYMENTS_PORT: 'eighty', PG_PORT: '70000' }, varDir)).toThrow(
      /PAYMENTS_PORT[^]*PG_PORT|PG_PORT[^]*PAYMENTS_PORT/,
    );
  });

  it('refuses to run in production: it moves demo money only', () => {
    expect(() => loadSandboxConfig({ NODE_ENV: 'production' }, varDir)).toThrow(/demo money/);
  });
});
