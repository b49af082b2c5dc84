import { Type } from '@sinclair/typebox';
import { PaginationInfo } from '../../http/paging';
import { GameTypeQuery, OptionalDate, OptionalText, PageIndex, PageSize } from '../../http/query';

const DateQuery = OptionalDate;

export const TransactionQuery = Type.Object({
  pageIndex: PageIndex,
  pageSize: PageSize(10),
  fromDate: DateQuery,
  toDate: DateQuery,
  type: Type.Optional(
    Type.String({
      pattern: '^(|null|undefined|5|6|Win|Lost|win|lost)$',
      description: '5 deposits, 6 withdrawals; none = all',
    }),
  ),
  filter: Type.Optional(Type.String({ pattern: '^(|null|undefined|5|6|Win|Lost|win|lost)$' })),
});

export const CasinoHistoryQuery = Type.Object({
  pageIndex: PageIndex,
  pageSize: PageSize(10),
  fromDate: DateQuery,
  toDate: DateQuery,
  provider: OptionalText,
  status: Type.Optional(Type.String({ pattern: '^(|null|undefined|Win|Lost|win|lost)$' })),
  gameType: GameTypeQuery,
  type: GameTypeQuery,
});

export const TransactionRow = Type.Object({
  game_date: Type.String(),
  event_id: Type.String(),
  type: Type.String({
    description:
      'deposit, withdrawal, payout_refund (a withdrawal returned), bet, win, rollback, cashback, bonus_transfer, jackpot',
  }),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Integer(),
  balance_before: Type.Union([Type.Integer(), Type.Null()], {
    description: 'null on a deposit that moved no money (pending, failed, expired, flagged)',
  }),
  balance_after: Type.Union([Type.Integer(), Type.Null()], {
    description: 'null on a deposit that moved no money (pending, failed, expired, flagged)',
  }),
  account: Type.String({ description: 'cash or bonus' }),
  status: Type.Optional(
    Type.String({
      description:
        'a payment: deposit pending/credited/failed/expired/flagged (every deposit started, credited or not), withdrawal requested/approved/paid/rejected/failed',
    }),
  ),
  reason: Type.Optional(Type.String({ description: 'why a payment was rejected or failed' })),
});

export const RoundRow = Type.Object({
  created_at: Type.String(),
  game_date: Type.String(),
  num_id: Type.String(),
  event_id: Type.String(),
  game_name: Type.String(),
  pro_name: Type.String(),
  game_type: Type.Union([Type.Integer(), Type.Null()]),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Integer({ description: 'total bet' }),
  win_amount: Type.Integer(),
  status: Type.Union([Type.Literal('Win'), Type.Literal('Lost')]),
});

const LegNames = Type.Object({ fr: Type.String(), en: Type.String(), ar: Type.String() });

/**
 * A sport bet (`/SportHistory`): the wallet's stake and return (`amount`, `win_amount`) with the
 * sportsbook's report of the bet (status, odds, potential return, legs); a settled bet with no
 * report yet shows the wallet's Win or Lost and no legs.
 */
export const SportBetRow = Type.Object({
  created_at: Type.String(),
  game_date: Type.String(),
  num_id: Type.String(),
  event_id: Type.String({ description: "the sportsbook's bet reference" }),
  game_name: Type.String(),
  pro_name: Type.String(),
  game_type: Type.Null(),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Integer({ description: 'stake taken by the wallet' }),
  win_amount: Type.Integer({ description: 'paid by the wallet (a cash-out: its amount)' }),
  status: Type.Union([
    Type.Literal('Open'),
    Type.Literal('Win'),
    Type.Literal('Lost'),
    Type.Literal('Void'),
    Type.Literal('CashedOut'),
  ]),
  bet_kind: Type.Union([Type.Literal('single'), Type.Literal('multi'), Type.Null()]),
  odds: Type.Union([Type.Integer({ description: 'hundredths' }), Type.Null()]),
  potential: Type.Union([Type.Integer(), Type.Null()]),
  legs: Type.Array(
    Type.Object({
      event: LegNames,
      market: LegNames,
      selection: LegNames,
      odds: Type.Integer({ description: 'hundredths' }),
      result: Type.Union([
        Type.Literal('win'),
        Type.Literal('lose'),
        Type.Literal('push'),
        Type.Literal('void'),
        Type.Literal('half_win'),
        Type.Literal('half_lose'),
        Type.Null(),
      ]),
    }),
  ),
});

export const SportHistoryQuery = Type.Object({
  pageIndex: PageIndex,
  pageSize: PageSize(10),
  fromDate: DateQuery,
  toDate: DateQuery,
  provider: OptionalText,
  status: Type.Optional(
    Type.String({
      pattern:
        '^(|null|undefined|Win|Lost|win|lost|Open|open|Void|void|CashedOut|cashedout|cashed_out)$',
    }),
  ),
  gameType: GameTypeQuery,
  type: GameTypeQuery,
});

export const GameMovementRow = Type.Object({
  created_at: Type.String(),
  game_date: Type.String(),
  num_id: Type.String(),
  event_id: Type.String(),
  game_name: Type.String(),
  pro_name: Type.String(),
  type: Type.String(),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Integer(),
  balance_before: Type.Integer(),
  balance_after: Type.Integer(),
});

export const historyPage = <T extends ReturnType<typeof Type.Object>>(row: T) =>
  Type.Object({
    data: Type.Array(row),
    paginationInfo: PaginationInfo,
    last_page: Type.Integer(),
    hasNextPage: Type.Boolean(),
  });

export { OptionalText };
