/**
 * The game catalogue, read once into memory at start: listing and filtering ~300 games in memory
 * is far cheaper than a query per request, and the catalogue only changes with a deploy/seed.
 */
import type { Db } from '../../db/pool';
import { paginate, type Pagination } from '../../http/paging';

export type GameType = 1 | 2 | 3;

export interface CatalogueGame {
  game_id: number;
  name: string;
  image: string;
  provider_id: number;
  provider_name: string;
  type: GameType;
  popularity: number;
  is_top: boolean;
  palette: string;
  categories: number[];
}

export interface CatalogueProvider {
  id: number;
  alias: string;
  image: string;
  types: number[];
}

export interface CatalogueCategory {
  id: number;
  type: number;
  name: string;
}

export interface GameQuery {
  type?: number;
  providerId?: number;
  categoryId?: number;
  search?: string;
  topOnly?: boolean;
  onlyIds?: ReadonlySet<number>;
  pageIndex: number;
  pageSize: number;
}

export interface GamePage {
  data: CatalogueGame[];
  total: number;
  paginationInfo: Pagination;
}

/** The artwork the seed gives every game (`assets/artwork.ts`). */
const generatedArtwork = (id: number) => `/api/assets/games/${id}.svg`;

export class Catalogue {
  private games: CatalogueGame[] = [];
  private gamesById = new Map<number, CatalogueGame>();
  private providerList: CatalogueProvider[] = [];
  private categoryList: CatalogueCategory[] = [];

  /**
   * `tileBase`: where the game studio's lobby tiles are served (STUDIO_TILES_URL). Every catalogue
   * game plays in the studio, which draws its tile from the game's own theme and symbols, without
   * text; a game still on the API's generated artwork (name baked in) shows the studio's tile.
   */
  async load(db: Db, options: { tileBase?: string } = {}): Promise<void> {
    const [games, providers, categories] = await Promise.all([
      db.query<CatalogueGame>(
        `SELECT g.id AS game_id, g.name, g.image, g.provider_id, p.alias AS provider_name, g.type::int AS type,
                g.popularity, g.is_top, g.palette,
                coalesce(array_agg(gc.category_id ORDER BY gc.category_id) FILTER (WHERE gc.category_id IS NOT NULL), '{}') AS categories
           FROM games g
           JOIN providers p ON p.id = g.provider_id
           LEFT JOIN game_categories gc ON gc.game_id = g.id
          GROUP BY g.id, p.alias
          ORDER BY g.popularity, g.id`,
      ),
      db.query<CatalogueProvider>(
        'SELECT id, alias, image, types::int[] AS types FROM providers ORDER BY sort_order, id',
      ),
      db.query<CatalogueCategory>(
        'SELECT id, type::int AS type, name FROM categories ORDER BY type, sort_order, id',
      ),
    ]);
    const tileBase = options.tileBase?.replace(/\/+$/, '');
    this.games =
      tileBase === undefined
        ? games.rows
        : games.rows.map((g) =>
            g.image === generatedArtwork(g.game_id)
              ? { ...g, image: `${tileBase}/tiles/${g.game_id}.svg` }
              : g,
          );
    this.gamesById = new Map(this.games.map((g) => [g.game_id, g]));
    this.providerList = providers.rows;
    this.categoryList = categories.rows;
  }

  game(id: number): CatalogueGame | undefined {
    return this.gamesById.get(id);
  }

  get size(): number {
    return this.games.length;
  }

  listGames(query: GameQuery): GamePage {
    const search = query.search?.toLowerCase();
    const matches = this.games.filter(
      (g) =>
        (query.type === undefined || g.type === query.type) &&
        (query.providerId === undefined || g.provider_id === query.providerId) &&
        (query.categoryId === undefined || g.categories.includes(query.categoryId)) &&
        (!query.topOnly || g.is_top) &&
        (!query.onlyIds || query.onlyIds.has(g.game_id)) &&
        (search === undefined || g.name.toLowerCase().includes(search)),
    );
    const start = (query.pageIndex - 1) * query.pageSize;
    return {
      data: matches.slice(start, start + query.pageSize),
      total: matches.length,
      paginationInfo: paginate(query.pageIndex, query.pageSize, matches.length),
    };
  }

  providers(type?: number): CatalogueProvider[] {
    return type === undefined
      ? this.providerList
      : this.providerList.filter((p) => p.types.includes(type));
  }

  provider(id: number): CatalogueProvider | undefined {
    return this.providerList.find((p) => p.id === id);
  }

  providerByName(alias: string): CatalogueProvider | undefined {
    const wanted = alias.toUpperCase();
    return this.providerList.find((p) => p.alias === wanted);
  }

  categories(type?: number): CatalogueCategory[] {
    return type === undefined
      ? this.categoryList
      : this.categoryList.filter((c) => c.type === type);
  }
}
