import { Type } from '@sinclair/typebox';
import { PaginationInfo } from '../../http/paging';
import { GameTypeQuery, OptionalId, OptionalText, PageIndex, PageSize } from '../../http/query';

export const Game = Type.Object({
  game_id: Type.Integer(),
  name: Type.String(),
  image: Type.String({ description: 'root-relative URL of the generated artwork' }),
  provider_id: Type.Integer(),
  provider_name: Type.String(),
  type: Type.Integer({ description: '1 slots, 2 live casino, 3 crash' }),
  is_favorite: Type.Boolean(),
});

export const GameList = Type.Object({
  data: Type.Array(Game),
  total: Type.Integer(),
  paginationInfo: PaginationInfo,
});

export const GameListQuery = Type.Object({
  page_index: PageIndex,
  page_size: PageSize(30),
  cat_id: Type.Optional(
    Type.String({
      pattern: '^(|null|undefined|favorite|[0-9]{1,9})$',
      description: 'category id, `favorite`, or none',
    }),
  ),
  pro_id: OptionalId,
  game_name: OptionalText,
  type: GameTypeQuery,
});

export const FavouriteListQuery = Type.Object({
  page_index: PageIndex,
  page_size: PageSize(30),
  pro_id: OptionalId,
  game_name: OptionalText,
  type: GameTypeQuery,
});

export const TopGamesQuery = Type.Object({
  page_index: PageIndex,
  page_size: PageSize(30),
  type: GameTypeQuery,
});

export const GameIdQuery = Type.Object({
  game_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const FavouriteToggled = Type.Object({
  game_id: Type.Integer(),
  is_favorite: Type.Boolean(),
  message: Type.String(),
});

export const Provider = Type.Object({
  pro_id: Type.Integer(),
  id: Type.Integer(),
  Alias: Type.String(),
  Image: Type.String(),
});

export const ProviderPage = Type.Object({
  data: Type.Array(Provider),
  paginationInfo: PaginationInfo,
});

export const ProviderPageQuery = Type.Object({
  page_index: PageIndex,
  page_size: PageSize(3),
  type: GameTypeQuery,
});

export const TypeQuery = Type.Object({ type: GameTypeQuery });

export const Category = Type.Object({
  cat_id: Type.Integer(),
  id: Type.Integer(),
  name: Type.String(),
  type: Type.Integer(),
});
