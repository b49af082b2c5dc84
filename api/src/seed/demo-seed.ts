/**
 * Demo data: the catalogue and content always (when absent), and demo players with balances and
 * some history. Deterministic in shape and fast (well under 5 s).
 */
import type { Db } from '../db/pool';
import { inTransaction } from '../db/pool';
import { awardJackpot } from '../modules/jackpot/service';
import { findPlayerByUsername } from '../modules/players/repository';
import { createPlayer } from '../modules/players/service';
import { playRound } from '../modules/wallet/rounds';
import { deposit, transfer, withdraw } from '../modules/wallet/service';
import { BANNERS, buildGames, CATEGORIES, JACKPOT_POOLS, PROVIDERS } from './catalogue-data';

export const DEMO_PLAYERS = [
  {
    username: 'demo',
    password: 'demo1234',
    name: 'Demo',
    surname: 'Player',
    cash: 250_000,
    bonus: 12_500,
    rounds: 12,
  },
  {
    username: 'amira',
    password: 'amira1234',
    name: 'Amira',
    surname: 'Ben Salah',
    cash: 1_500_000,
    bonus: 40_000,
    rounds: 8,
  },
  {
    username: 'youssef',
    password: 'youssef1234',
    name: 'Youssef',
    surname: 'Trabelsi',
    cash: 75_500,
    bonus: 0,
    rounds: 5,
  },
  {
    username: 'lina',
    password: 'lina1234',
    name: 'Lina',
    surname: 'Haddad',
    cash: 0,
    bonus: 0,
    rounds: 0,
  },
] as const;

/** Inserts the catalogue, banners and jackpot pools unless they exist. Answers whether it did. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM providers');
  if (rows[0]!.n > 0) return false;
  const games = buildGames();
  await inTransaction(db, async (client) => {
    for (const [order, p] of PROVIDERS.entries()) {
      await client.query(
        'INSERT INTO providers (id, alias, image, types, sort_order) VALUES ($1, $2, $3, $4, $5)',
        [p.id, p.alias, `/api/assets/providers/${p.alias.toLowerCase()}.svg`, p.types, order],
      );
    }
    for (const [order, c] of CATEGORIES.entries()) {
      await client.query(
        'INSERT INTO categories (id, type, name, sort_order) VALUES ($1, $2, $3, $4)',
        [c.id, c.type, c.name, order],
      );
    }
    await client.query(
      `INSERT INTO games (id, name, provider_id, type, image, popularity, is_top, palette)
       SELECT id, name, provider_id, type, '/api/assets/games/' || id || '.svg', popularity, is_top, palette
         FROM unnest($1::int[], $2::text[], $3::int[], $4::smallint[], $5::int[], $6::bool[], $7::text[])
           AS t (id, name, provider_id, type, popularity, is_top, palette)`,
      [
        games.map((g) => g.id),
        games.map((g) => g.name),
        games.map((g) => g.providerId),
        games.map((g) => g.type),
        games.map((g) => g.popularity),
        games.map((g) => g.isTop),
        games.map((g) => g.palette),
      ],
    );
    const links = games.flatMap((g) => g.categories.map((c) => [g.id, c] as const));
    await client.query(
      'INSERT INTO game_categories (game_id, category_id) SELECT * FROM unnest($1::int[], $2::int[])',
      [links.map((l) => l[0]), links.map((l) => l[1])],
    );
    for (const b of BANNERS) {
      await client.query(
        'INSERT INTO banners (title, url, is_mobile, sort_order) VALUES ($1, $2, $3, $4)',
        [b.title, b.url, b.isMobile, b.order],
      );
    }
    for (const j of JACKPOT_POOLS) {
      await client.query(
        'INSERT INTO jackpot_pools (tier, amount, sort_order) VALUES ($1, $2, $3)',
        [j.tier, j.amount, j.order],
      );
    }
  });
  return true;
}

/** Demo players with money and history; skipped when `demo` exists. */
export async function seedDemoPlayers(db: Db): Promise<boolean> {
  if (await findPlayerByUsername(db, 'demo')) return false;
  const games = buildGames();
  const pick = (i: number) => games[(i * 37) % games.length]!;
  for (const [p, spec] of DEMO_PLAYERS.entries()) {
    const playerId = await createPlayer(db, spec, { demo: true });
    if (spec.rounds === 0) continue;
    // Deposit more than the target, play, then adjust so the balance lands exactly on `cash`.
    await deposit(db, playerId, spec.cash + 100_000, `seed:${spec.username}:deposit`);
    for (let i = 0; i < spec.rounds; i++) {
      const game = pick(p * 17 + i);
      const bet = 1_000 * (1 + ((i * 7 + p) % 5));
      const win = i % 3 === 0 ? bet * (2 + (i % 4)) : 0;
      await playRound(db, { playerId, gameId: game.id, bet, win });
    }
    const { rows } = await db.query<{ balance: number }>(
      `SELECT balance FROM accounts WHERE player_id = $1 AND kind = 'cash'`,
      [playerId],
    );
    const difference = rows[0]!.balance - spec.cash;
    if (difference > 0) await withdraw(db, playerId, difference, `seed:${spec.username}:withdraw`);
    if (difference < 0) await deposit(db, playerId, -difference, `seed:${spec.username}:top-up`);
    if (spec.bonus > 0) {
      await transfer(db, {
        source: 'cashback',
        reference: `seed:${spec.username}:cashback`,
        kind: 'cashback',
        playerId,
        from: 'house:bonus',
        to: 'bonus',
        amount: spec.bonus,
      });
    }
  }
  // Latest jackpot wins for the panel (paid like real ones), without leaving a popup pending.
  const amira = (await findPlayerByUsername(db, 'amira'))!;
  const youssef = (await findPlayerByUsername(db, 'youssef'))!;
  await awardJackpot(db, amira.id, 'Silver', 350_000, 'seed:amira:silver');
  await awardJackpot(db, youssef.id, 'Bronze', 120_000, 'seed:youssef:bronze');
  await awardJackpot(db, amira.id, 'Diamond', 1_250_000, 'seed:amira:diamond');
  await db.query('UPDATE players SET jackpot_state = false');
  // Balances above were fixed before the jackpots; keep amira and youssef at their listed cash.
  await withdraw(db, amira.id, 1_600_000, 'seed:amira:jackpot-withdraw');
  await withdraw(db, youssef.id, 120_000, 'seed:youssef:jackpot-withdraw');
  return true;
}

export async function seedDemo(db: Db): Promise<{ catalogue: boolean; players: boolean }> {
  const catalogue = await seedCatalogue(db);
  const players = await seedDemoPlayers(db);
  return { catalogue, players };
}
