/**
 * Refreshes the studio's list of the platform's games (src/catalogue/platform-games.json) from the
 * platform's public catalogue API, the way a vendor is told which of its games an operator lists.
 * Every listed game must map to an engine configuration (a test checks this against the API).
 *
 *   API_URL=http://127.0.0.1:3000 pnpm --filter @casino/studio exec tsx scripts/import-catalogue.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ListedGame {
  game_id: number;
  name: string;
  provider_id: number;
  type: number;
}

const api = (process.env.API_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const games: ListedGame[] = [];
for (let page = 1; ; page++) {
  const response = await fetch(`${api}/api/get_slot_game?page_index=${page}&page_size=100`);
  if (!response.ok) throw new Error(`get_slot_game page ${page}: HTTP ${response.status}`);
  const body = (await response.json()) as {
    data: ListedGame[];
    paginationInfo: { hasNextPage: boolean };
  };
  games.push(
    ...body.data.map(({ game_id, name, provider_id, type }) => ({
      game_id,
      name,
      provider_id,
      type,
    })),
  );
  if (!body.paginationInfo.hasNextPage) break;
}
games.sort((a, b) => a.game_id - b.game_id);
const file = fileURLToPath(new URL('../src/catalogue/platform-games.json', import.meta.url));
writeFileSync(file, `[\n${games.map((game) => `  ${JSON.stringify(game)}`).join(',\n')}\n]\n`);
console.log(`${games.length} games written to ${file}`);
