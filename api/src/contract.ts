/**
 * The API's answers as the front-ends read them: the static types of the routes' own TypeBox
 * response schemas (the schemas Fastify serialises and OpenAPI describes), so a client never
 * restates a shape by hand. `@casino/shared/api` re-exports these; a response changed here
 * changes the type every remote reads and breaks the typecheck of those that read the old
 * shape. Type-level only for the front-ends (`import type`): no server code reaches a bundle.
 */
import type { Static } from '@sinclair/typebox';
import type {
  LoginReply as LoginReplySchema,
  PlayerUser as PlayerUserSchema,
} from './modules/auth/schemas';
import type {
  Category as CategorySchema,
  FavouriteToggled as FavouriteToggledSchema,
  Game as GameSchema,
  GameList as GameListSchema,
  Provider as ProviderSchema,
  ProviderPage as ProviderPageSchema,
} from './modules/catalogue/schemas';
import type {
  GameMovementRow as GameMovementRowSchema,
  historyPage,
  RoundRow as RoundRowSchema,
  TransactionRow as TransactionRowSchema,
} from './modules/histories/schemas';
import type { PaginationInfo as PaginationInfoSchema } from './http/paging';
import type { Transferred as TransferredSchema } from './modules/bonus/schemas';
import type {
  Banner as BannerSchema,
  JackpotWin as JackpotWinSchema,
  LatestJackpots as LatestJackpotsSchema,
  Pools as PoolsSchema,
  TopWinner as TopWinnerSchema,
} from './modules/content/schemas';
import type {
  LaunchData as LaunchDataSchema,
  SportLaunch as SportLaunchSchema,
} from './modules/launch/schemas';

export type PaginationInfo = Static<typeof PaginationInfoSchema>;
export type PlayerUser = Static<typeof PlayerUserSchema>;
export type LoginReply = Static<typeof LoginReplySchema>;
export type Game = Static<typeof GameSchema>;
export type GameList = Static<typeof GameListSchema>;
export type Provider = Static<typeof ProviderSchema>;
export type ProviderPage = Static<typeof ProviderPageSchema>;
export type Category = Static<typeof CategorySchema>;
export type FavouriteToggled = Static<typeof FavouriteToggledSchema>;
export type TransactionRow = Static<typeof TransactionRowSchema>;
export type RoundRow = Static<typeof RoundRowSchema>;
export type GameMovementRow = Static<typeof GameMovementRowSchema>;
export type Banner = Static<typeof BannerSchema>;
export type JackpotWin = Static<typeof JackpotWinSchema>;
export type LatestJackpots = Static<typeof LatestJackpotsSchema>;
export type JackpotPools = Static<typeof PoolsSchema>;
export type TopWinner = Static<typeof TopWinnerSchema>;
export type LaunchData = Static<typeof LaunchDataSchema>;
export type SportLaunch = Static<typeof SportLaunchSchema>;
export type CashbackTransferred = Static<typeof TransferredSchema>;

/** A page of a history (`historyPage(row)` in histories/schemas.ts) with rows of `Row`. */
export type HistoryPage<Row> = Omit<
  Static<ReturnType<typeof historyPage<typeof TransactionRowSchema>>>,
  'data'
> & { data: Row[] };
