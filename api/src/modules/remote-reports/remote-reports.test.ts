/**
 * Remote version reports: bad bodies are refused and change nothing, one address counts once per
 * version and kind however often it reports (a script cannot inflate another version's errors
 * beyond one), reports are rate-limited per address, and only the operator reads the figures.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestContext, type TestContext } from '../../test/harness';
import { REPORTS_PER_MINUTE } from './routes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t?.close());

let nextAddress = 1;
/** Each call a fresh client address behind the edge (127.0.0.1 is a trusted proxy). */
const fromAddress = (address = `203.0.113.${nextAddress++}`) => ({ 'x-forwarded-for': address });

const report = (reports: unknown, headers: Record<string, string> = fromAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/remote-reports', payload: { reports }, headers });

async function figures(headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/remote-reports?hours=24',
    headers,
  });
  return response;
}

async function figuresOf(remote: string, version: string) {
  const { versions } = (await figures()).json() as {
    versions: { remote: string; version: string }[];
  };
  return versions.find((row) => row.remote === remote && row.version === version);
}

async function rowCount(): Promise<number> {
  return Number(
    (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM remote_version_reports')).rows[0]!
      .n,
  );
}

describe('POST /api/remote-reports', () => {
  it('answers bad reports with 400 and records nothing', async () => {
    const before = await rowCount();
    const valid = { remote: 'mf_casino', version: '1.5.0', kind: 'error' };
    for (const reports of [
      [],
      [{ ...valid, kind: 'crash' }],
      [{ ...valid, remote: 'mf-casino' }],
      [{ ...valid, remote: "mf_casino'; DROP TABLE x" }],
      [{ ...valid, version: '1.5' }],
      [{ ...valid, version: '1.5.0-<script>' }],
      Array.from({ length: 13 }, () => valid),
      'not a list',
    ]) {
      const response = await report(reports);
      expect(response.statusCode, JSON.stringify(reports)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/remote-reports',
      payload: 'x'.repeat(5000),
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
    expect(await rowCount()).toBe(before);
  });

  it('counts an address once per version and kind: repeated reports cannot poison a version', async () => {
    const attacker = fromAddress('198.51.100.7');
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await report([{ remote: 'mf_home', version: '2.0.0', kind: 'error' }], attacker))
          .statusCode,
      ).toBe(204);
    }
    expect(await figuresOf('mf_home', '2.0.0')).toMatchObject({
      loads: 0,
      errors: 1,
      load_failures: 0,
    });
    // Three real browsers (three addresses) that loaded it, one of which saw it fail to load.
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await report([{ remote: 'mf_home', version: '2.0.0', kind: 'load' }], fromAddress(address));
    }
    await report(
      [{ remote: 'mf_home', version: '2.0.0', kind: 'load_failure' }],
      fromAddress('192.0.2.3'),
    );
    expect(await figuresOf('mf_home', '2.0.0')).toMatchObject({
      loads: 3,
      errors: 1,
      load_failures: 1,
    });
    // Another version's figures are its own.
    expect(await figuresOf('mf_home', '2.0.1')).toBeUndefined();
  });

  it('records at most REPORTS_PER_MINUTE reports an address a minute, dropping the rest quietly (no failed request in a browser)', async () => {
    const address = fromAddress('198.51.100.99');
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_MINUTE + 3; i += 1) {
      statuses.push(
        (await report([{ remote: 'mf_sport', version: `1.0.${i}`, kind: 'load' }], address))
          .statusCode,
      );
    }
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect(await figuresOf('mf_sport', `1.0.${REPORTS_PER_MINUTE - 1}`)).toMatchObject({
      loads: 1,
    });
    for (let i = REPORTS_PER_MINUTE; i < REPORTS_PER_MINUTE + 3; i += 1)
      expect(await figuresOf('mf_sport', `1.0.${i}`)).toBeUndefined();
  });
});

describe('GET /api/remote-reports', () => {
  it('is for the operator: a request through the edge gets 404', async () => {
    expect((await figures()).statusCode).toBe(200);
    const proxied = await figures(fromAddress('203.0.113.200'));
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('mf_home');
  });

  it('refuses a window outside 1 to 168 hours', async () => {
    for (const hours of ['0', '169', 'x']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/remote-reports?hours=${hours}` }))
          .statusCode,
      ).toBe(400);
    }
  });
});
