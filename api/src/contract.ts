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
  SportBetRow as SportBetRowSchema,
  TransactionRow as TransactionRowSchema,
} from './modules/histories/schemas';
import type { PaginationInfo as PaginationInfoSchema } from './http/paging';
import type {
  ExclusionView as RgExclusionSchema,
  Overview as RgOverviewSchema,
  SessionAnswer as RgSessionSchema,
  SetLimitAnswer as RgSetLimitAnswerSchema,
  StatementAnswer as RgStatementSchema,
} from './modules/responsible-gambling/schemas';
import type { Transferred as TransferredSchema } from './modules/bonus/schemas';
import type {
  Banner as BannerSchema,
  SiteInfo as SiteInfoSchema,
  JackpotWin as JackpotWinSchema,
  LatestJackpots as LatestJackpotsSchema,
  Pools as PoolsSchema,
  TopWinner as TopWinnerSchema,
} from './modules/content/schemas';
import type {
  DepositView as DepositViewSchema,
  MethodsAnswer as MethodsAnswerSchema,
  WithdrawalView as WithdrawalViewSchema,
} from './modules/payments/schemas';
import type {
  LaunchData as LaunchDataSchema,
  SportLaunch as SportLaunchSchema,
} from './modules/launch/schemas';

/**
 * An amount of money in integer millimes (1 TND = 1000 millimes), as the API sends it. Branded so
 * that only what the API answers (or `millimes()` of `@casino/shared/format`, at a boundary)
 * reaches `formatMoney`: a TND float or a bare number does not compile there.
 */
export type Millimes = number & { readonly __unit: 'millimes' };

/** `T` with its money fields `K` in `Millimes` (nullable ones stay nullable). */
type WithMillimes<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: null extends T[P] ? Millimes | null : Millimes;
};

export type PaginationInfo = Static<typeof PaginationInfoSchema>;
export type PlayerUser = WithMillimes<
  Static<typeof PlayerUserSchema>,
  'balance' | 'bounse' | 'diamond_bet' | 'silver_bet' | 'golden_bet' | 'jackpot_amount'
>;
export type LoginReply = Omit<Static<typeof LoginReplySchema>, 'user'> & { user: PlayerUser };
export type Game = Static<typeof GameSchema>;
export type GameList = Static<typeof GameListSchema>;
export type Provider = Static<typeof ProviderSchema>;
export type ProviderPage = Static<typeof ProviderPageSchema>;
export type Category = Static<typeof CategorySchema>;
export type FavouriteToggled = Static<typeof FavouriteToggledSchema>;
export type TransactionRow = WithMillimes<
  Static<typeof TransactionRowSchema>,
  'amount' | 'balance_before' | 'balance_after'
>;
export type RoundRow = WithMillimes<Static<typeof RoundRowSchema>, 'amount' | 'win_amount'>;
/** A sport bet (`/SportHistory`). */
export type SportBetRow = WithMillimes<
  Static<typeof SportBetRowSchema>,
  'amount' | 'win_amount' | 'potential'
>;
export type GameMovementRow = WithMillimes<
  Static<typeof GameMovementRowSchema>,
  'amount' | 'balance_before' | 'balance_after'
>;
export type Banner = Static<typeof BannerSchema>;
export type SiteInfo = Static<typeof SiteInfoSchema>;
export type JackpotWin = WithMillimes<Static<typeof JackpotWinSchema>, 'amount'>;
export type LatestJackpots = { latest_jackpots: JackpotWin[] } & Omit<
  Static<typeof LatestJackpotsSchema>,
  'latest_jackpots'
>;
type Pool = WithMillimes<Static<typeof PoolsSchema>['data'][number], 'amount'>;
export type JackpotPools = Omit<
  WithMillimes<Static<typeof PoolsSchema>, 'diamond' | 'golden' | 'silver' | 'bronze'>,
  'data'
> & { data: Pool[] };
export type TopWinner = WithMillimes<Static<typeof TopWinnerSchema>, 'amount' | 'bet'>;
export type LaunchData = Static<typeof LaunchDataSchema>;
export type SportLaunch = Static<typeof SportLaunchSchema>;
export type CashbackTransferred = WithMillimes<
  Static<typeof TransferredSchema>,
  'transferred' | 'balance' | 'bounse'
>;

/** The cashier's methods, limits, fee, presets and the withdrawable cash (`/payments/methods`). */
type MethodLimits = WithMillimes<
  Static<typeof MethodsAnswerSchema>['methods'][number]['deposit'],
  'min' | 'max' | 'daily'
>;
export type PaymentMethods = Omit<
  WithMillimes<Static<typeof MethodsAnswerSchema>, 'withdrawable'>,
  'methods' | 'presets' | 'player_daily'
> & {
  methods: (Omit<
    WithMillimes<Static<typeof MethodsAnswerSchema>['methods'][number], 'fee'>,
    'deposit' | 'withdrawal'
  > & { deposit: MethodLimits; withdrawal: MethodLimits })[];
  presets: Millimes[];
  player_daily: { deposit: Millimes; withdrawal: Millimes };
};
export type PaymentMethod = PaymentMethods['methods'][number]['method'];
export type DepositView = WithMillimes<Static<typeof DepositViewSchema>, 'amount'>;
export type WithdrawalView = WithMillimes<Static<typeof WithdrawalViewSchema>, 'amount'>;

/** A page of a history (`historyPage(row)` in histories/schemas.ts) with rows of `Row`. */
export type HistoryPage<Row> = Omit<
  Static<ReturnType<typeof historyPage<typeof TransactionRowSchema>>>,
  'data'
> & { data: Row[] };

/** Responsible gambling (docs/responsible-gambling.md); amounts are millimes. */
export type RgOverview = Static<typeof RgOverviewSchema>;
export type RgLimit = RgOverview['limits'][number];
export type RgSetLimitAnswer = Static<typeof RgSetLimitAnswerSchema>;
export type RgExclusion = Static<typeof RgExclusionSchema>;
export type RgSession = Static<typeof RgSessionSchema>;
export type RgStatement = Static<typeof RgStatementSchema>;
