/**
 * The database plumbing against the tests' real PostgreSQL: a provider's database and role are
 * created without powers and closed to others, migrations run once each under their lock, a
 * failing one is rolled back and named, and readiness answers within its timeout.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { migrate } from './migrate';
import { createPool, type Db } from './pool';
import { provisionDatabase, rolePassword } from './provision';
import { checkReadiness } from './readiness';

const adminUrl = () => process.env.TEST_PG_ADMIN_URL!;
const name = `kit_test_${randomBytes(4).toString('hex')}`;
const password = randomBytes(12).toString('hex');
let db: Db;

function urlAs(user: string, secret: string, database: string): string {
  const url = new URL(`/${database}`, adminUrl());
  url.username = user;
  url.password = secret;
  return url.toString();
}

function migrationsIn(files: Record<string, string>): string {
  const directory = `${mkdtempSync(path.join(tmpdir(), 'kit-migrations-'))}/`;
  for (const [file, sql] of Object.entries(files)) writeFileSync(`${directory}${file}`, sql);
  return directory;
}

beforeAll(async () => {
  await provisionDatabase(adminUrl(), { database: name, role: name, password });
  db = createPool(urlAs(name, password, name), 4);
});
afterAll(async () => {
  await db?.end();
});

describe('provisioning', () => {
  it('gives the role its database and no powers; provisioning again changes nothing', async () => {
    await provisionDatabase(adminUrl(), { database: name, role: name, password });
    const { rows } = await db.query(
      'SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user',
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false });
    await db.query('CREATE TABLE owned_here (id int)');
  });

  it('refuses names that are not plain identifiers', async () => {
    await expect(
      provisionDatabase(adminUrl(), { database: 'x; DROP', role: name, password }),
    ).rejects.toThrow('bad database or role name');
  });

  it('keeps the database closed to another role', async () => {
    const other = `${name}_other`;
    await provisionDatabase(adminUrl(), { database: other, role: other, password });
    const intruder = new pg.Client({ connectionString: urlAs(other, password, name) });
    await expect(intruder.connect()).rejects.toThrow(/permission denied/);
    await intruder.end().catch(() => undefined);
  });

  it('generates the role password once and keeps it', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'kit-pg-')), 'pg');
    const first = rolePassword(dir, 'payments');
    expect(first).toMatch(/^[0-9a-f]{48}$/);
    expect(rolePassword(dir, 'payments')).toBe(first);
  });
});

describe('migrations', () => {
  const migrations = (directory: string) => ({ name: 'kit', directory, lock: 7_340_901 });

  it('apply in name order once each', async () => {
    const directory = migrationsIn({
      '0002_more.sql': 'ALTER TABLE things ADD COLUMN label text',
      '0001_things.sql': 'CREATE TABLE things (id int)',
      'notes.txt': 'not a migration',
    });
    expect(await migrate(db, migrations(directory))).toEqual(['0001_things.sql', '0002_more.sql']);
    expect(await migrate(db, migrations(directory))).toEqual([]);
    const { rows } = await db.query('SELECT name FROM kit_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(['0001_things.sql', '0002_more.sql']);
  });

  it('roll a failing one back and name it', async () => {
    const directory = migrationsIn({
      '0001_things.sql': 'CREATE TABLE things (id int)',
      '0002_more.sql': 'ALTER TABLE things ADD COLUMN label text',
      '0003_bad.sql': 'CREATE TABLE half (id int); SELECT * FROM missing_table',
    });
    await expect(migrate(db, migrations(directory))).rejects.toThrow(
      /kit migration 0003_bad.sql failed/,
    );
    const { rows } = await db.query("SELECT to_regclass('half') AS half");
    expect(rows[0].half).toBeNull();
  });

  it('two instances migrating together apply each file once', async () => {
    const directory = migrationsIn({ '0001_counted.sql': 'CREATE TABLE counted (id int)' });
    const other = { name: 'kit_twice', directory, lock: 7_340_902 };
    const [a, b] = await Promise.all([migrate(db, other), migrate(db, other)]);
    expect([...a, ...b]).toEqual(['0001_counted.sql']);
  });
});

describe('readiness', () => {
  it('is ready while the database answers and every part is up', async () => {
    expect(await checkReadiness(db, { feed: () => true })).toEqual({ ready: true });
    expect(await checkReadiness(db, { feed: () => false, hub: () => false })).toEqual({
      ready: false,
      reason: 'feed,hub_down',
    });
  });

  it('answers within its timeout when the database never does', async () => {
    const hanging = { query: () => new Promise(() => undefined) } as unknown as Db;
    const started = Date.now();
    expect(await checkReadiness(hanging, {}, 100)).toEqual({
      ready: false,
      reason: 'database_unreachable',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
