/**
 * The switch of crash chains to bustabit's bytes scheme on a database that already played rounds
 * on a hex-text chain: the played rounds keep verifying with their chain's scheme, the legacy chain
 * plays no further round (so the next one opens a bytes chain), a legacy chain that never played
 * is dropped, and new chains are recorded as bytes.
 */
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from '@rstest/core';
import { createPool, migrate, provisionDatabase } from '@casino/provider-kit';
import { STUDIO_MIGRATIONS, type Db } from '../src/db/database';
import { chainIndexOf, crashPointOf, generateChain, previousHash } from '../src/crash/fairness';
import { activeChain, chainInfo, insertChain } from '../src/crash/repository';

const SALT = 'legacy-salt';
let db: Db | undefined;

afterAll(async () => {
  await db?.end();
});

/** A chain as the studio made them before: each hash the SHA-256 of the next one's hex text. */
function legacyChain(length: number, secret: string): string[] {
  const chain = new Array<string>(length + 1);
  chain[length] = secret;
  for (let i = length; i > 0; i--) chain[i - 1] = previousHash(chain[i]!, 'hex-text');
  return chain;
}

async function insertLegacy(
  db: Db,
  stream: string,
  chain: string[],
  played: number,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO crash_chains (stream, terminal_hash, salt, length) VALUES ($1, $2, $3, $4) RETURNING id',
    [stream, chain[0], SALT, chain.length - 1],
  );
  const id = rows[0]!.id;
  for (let idx = 1; idx < chain.length; idx++)
    await db.query('INSERT INTO crash_hashes (chain_id, idx, hash) VALUES ($1, $2, $3)', [
      id,
      idx,
      chain[idx],
    ]);
  for (let idx = 1; idx <= played; idx++)
    await db.query(
      `INSERT INTO crash_rounds (stream, chain_id, idx, hash, crash_point, phase, betting_ends_at, started_at, crashed_at)
       VALUES ($1, $2, $3, $4, $5, 'crashed', now(), now(), now())`,
      [stream, id, idx, chain[idx], crashPointOf(chain[idx]!, SALT, 'hex-text')],
    );
  return id;
}

describe('crash chain scheme migration', () => {
  it('keeps played legacy rounds verifiable and moves the next round to a bytes chain', async () => {
    const name = `studio_test_${randomBytes(5).toString('hex')}`;
    const password = randomBytes(16).toString('hex');
    const adminUrl = process.env.TEST_PG_ADMIN_URL!;
    await provisionDatabase(adminUrl, { database: name, role: name, password });
    const url = new URL(`/${name}`, adminUrl);
    url.username = name;
    url.password = password;
    db = createPool(url.toString(), 4);

    // The database as it was before the switch: migrations up to 0007.
    const before = mkdtempSync(join(tmpdir(), 'studio-migrations-'));
    for (const file of readdirSync(STUDIO_MIGRATIONS.directory).filter((f) => f < '0008'))
      cpSync(join(STUDIO_MIGRATIONS.directory, file), join(before, file));
    await migrate(db, { ...STUDIO_MIGRATIONS, directory: `${before}/` });
    const chain = legacyChain(6, 'a1'.repeat(32));
    const played = await insertLegacy(db, 'main', chain, 3);
    const unplayed = await insertLegacy(db, 'other', legacyChain(4, 'b2'.repeat(32)), 0);

    expect(await migrate(db, STUDIO_MIGRATIONS)).toContain('0010_crash_chain_scheme.sql');

    const info = (await chainInfo(db, played))!;
    expect(info).toMatchObject({
      scheme: 'hex-text',
      length: 3,
      terminal_hash: chain[0],
      salt: SALT,
    });
    const { rows } = await db.query<{ idx: number; hash: string; crash_point: number }>(
      'SELECT idx, hash, crash_point FROM crash_rounds WHERE chain_id = $1 ORDER BY idx',
      [played],
    );
    for (const round of rows) {
      expect(crashPointOf(round.hash, info.salt, info.scheme)).toBe(round.crash_point);
      expect(chainIndexOf(round.hash, info.terminal_hash, info.length, info.scheme)).toBe(
        round.idx,
      );
    }
    const left = await db.query('SELECT idx FROM crash_hashes WHERE chain_id = $1 ORDER BY idx', [
      played,
    ]);
    expect(left.rows.map((r) => r.idx)).toEqual([1, 2, 3]);
    expect(await chainInfo(db, unplayed)).toBeUndefined();
    // The leader opens a new chain when the active one is used up.
    expect(await activeChain(db, 'main')).toMatchObject({ id: played, length: 3, used: 3 });

    const fresh = generateChain(5, 'c3'.repeat(32));
    const next = await insertChain(db, 'main', fresh, 'new-salt');
    expect(await chainInfo(db, next)).toMatchObject({ scheme: 'bytes', length: 5 });
    expect(chainIndexOf(fresh[4]!, fresh[0]!, 5)).toBe(4);
  });
});
