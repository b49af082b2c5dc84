/**
 * The shapes the front-ends read from the platform API. Money fields are integer
 * millimes; they are formatted only at the edge (see `@casino/shared/format`).
 *
 * Every shape the API describes with a response schema is that schema's static type
 * (`@casino/api/contract`), never restated here: a response changed in the API changes these
 * types and breaks the typecheck of every remote that reads the old shape
 * (`src/api/contract-types.test.ts` proves it with tsc). Where the bus already narrows a field
 * (`type`: 1 | 2 | 3), the API's type is kept and only that field is narrowed. Every shape here
 * is now the API's.
 */
import type * as Api from '@casino/api/contract';

/** Integer millimes, branded by the API's contract: the only amounts `formatMoney` takes. */
export type Millimes = Api.Millimes;
import type { GameType, PlayerUser } from '../events/contract';

export type { GameType, PlayerUser };

export type PaginationInfo = Api.PaginationInfo;

export type Game = Omit<Api.Game, 'type'> & { type: GameType };

export type GameListResponse = Omit<Api.GameList, 'data'> & { data: Game[] };

export type Provider = Api.Provider;

export type ProviderPage = Api.ProviderPage;

export type Category = Api.Category;

export type FavouriteToggled = Api.FavouriteToggled;

export type LoginResponse = Omit<Api.LoginReply, 'user'> & { user: PlayerUser };

export type LaunchData = Api.LaunchData;

export type SportLaunch = Api.SportLaunch;

export type CashbackTransferred = Api.CashbackTransferred;

export type TopWinner = Api.TopWinner;

export type JackpotWin = Api.JackpotWin;

export type LatestJackpotResponse = Api.LatestJackpots;

export type JackpotPools = Api.JackpotPools;

export type Banner = Api.Banner;

export type SiteInfo = Api.SiteInfo;

export type HistoryPage<Row> = Api.HistoryPage<Row>;

export type TransactionRow = Api.TransactionRow;

/** A settled casino round (`/CasinoHistory`). */
export type CasinoHistoryRow = Api.RoundRow;

/** A sport bet, open or settled, with its status and legs (`/SportHistory`). */
export type SportBetRow = Api.SportBetRow;

/** One casino movement (`/GameHistory`). */
export type GameMovementRow = Api.GameMovementRow;

/** The cashier: methods and limits, deposits and withdrawals as the player sees them. */
export type PaymentMethods = Api.PaymentMethods;
export type PaymentMethod = Api.PaymentMethod;
export type DepositView = Api.DepositView;
export type WithdrawalView = Api.WithdrawalView;

/** The login session's clock and figures (docs/responsible-gambling.md); amounts in millimes. */
export type RgSession = Omit<Api.RgSession, 'stakes' | 'wins' | 'net'> & {
  stakes: Millimes;
  wins: Millimes;
  net: Millimes;
};

/**
 * Responsible gambling (`/responsible-gambling/...`): limits with their use and pending changes,
 * exclusions, the account statement; every amount in millimes.
 */
type RgPending = NonNullable<Api.RgLimit['pending']>;
export type RgLimit = Omit<Api.RgLimit, 'amount' | 'used' | 'remaining' | 'pending'> & {
  amount: Millimes | null;
  used: Millimes;
  remaining: Millimes | null;
  pending: (Omit<RgPending, 'new_amount'> & { new_amount: Millimes | null }) | null;
};
export type RgLimitKind = Api.RgLimit['kind'];
export type RgLimitPeriod = Api.RgLimit['period'];
export type RgOverview = Omit<Api.RgOverview, 'limits'> & { limits: RgLimit[] };
export type RgSetLimitAnswer = Omit<Api.RgSetLimitAnswer, 'limits'> & { limits: RgLimit[] };
export type RgExclusion = Api.RgExclusion;
export type RgExclusionDuration = Api.RgExclusion['duration'];
type RgTotals = Record<keyof Api.RgStatement['totals'], Millimes>;
export type RgStatement = Omit<Api.RgStatement, 'days' | 'totals' | 'lifetime_net_deposits'> & {
  days: (RgTotals & { day: string })[];
  totals: RgTotals;
  lifetime_net_deposits: Millimes;
};
