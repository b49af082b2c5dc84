import type { Static } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { paginate } from '../../http/paging';
import { ErrorResponses, isNone, optionalInt, optionalText } from '../../http/query';
import * as histories from './repository';
import {
  CasinoHistoryQuery,
  GameMovementRow,
  RoundRow,
  SportBetRow,
  SportHistoryQuery,
  TransactionQuery,
  TransactionRow,
  historyPage,
} from './schemas';

const tags = ['histories'];

function parseDate(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (isNone(value)) return undefined;
  const text = value!.trim();
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dateOnly ? `${text}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : text);
  if (Number.isNaN(date.getTime()))
    throw new AppError(400, 'invalidRequest', { detail: `"${text.slice(0, 40)}" is not a date` });
  return date;
}

function windowOf(query: {
  pageIndex: number;
  pageSize: number;
  fromDate?: string;
  toDate?: string;
}): histories.Window {
  return {
    from: parseDate(query.fromDate, false),
    to: parseDate(query.toDate, true),
    limit: query.pageSize,
    offset: (query.pageIndex - 1) * query.pageSize,
  };
}

function pageOf<T>(rows: T[], total: number, query: { pageIndex: number; pageSize: number }) {
  const paginationInfo = paginate(query.pageIndex, query.pageSize, total);
  return {
    data: rows,
    paginationInfo,
    last_page: paginationInfo.last_page,
    hasNextPage: paginationInfo.hasNextPage,
  };
}

/** The phone's transaction select sends Depot as Win and anything else as Lost: map them back. */
function transactionKinds(type: string | undefined): string[] | undefined {
  if (isNone(type)) return undefined;
  const normalised = type!.toLowerCase();
  if (normalised === '5' || normalised === 'win') return ['deposit'];
  // A withdrawal's return (rejected, failed payout) is listed with the withdrawals.
  return ['withdrawal', 'payout_refund'];
}

export function registerHistoryRoutes(app: App, ctx: AppContext): void {
  const { db, catalogue } = ctx;

  function providerFilter(value: string | undefined): number | undefined {
    const text = optionalText(value);
    if (text === undefined) return undefined;
    const provider = /^\d+$/.test(text)
      ? catalogue.provider(Number(text))
      : catalogue.providerByName(text);
    if (!provider) throw new AppError(404, 'notFound');
    return provider.id;
  }

  app.get(
    '/TransactionPlayer',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Money movements of the player, newest first (type 5 deposits, 6 withdrawals)',
        querystring: TransactionQuery,
        response: { 200: historyPage(TransactionRow), ...ErrorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const kinds = transactionKinds(isNone(query.type) ? query.filter : query.type);
      const { rows, total } = await histories.transactions(
        db,
        request.player!.playerId,
        kinds,
        windowOf(query),
      );
      const data = rows.map((row) => ({
        game_date: row.created_at.toISOString(),
        // A deposit never credited has no movement: its id is the deposit's, in its own space.
        event_id: row.balance_after === null ? `deposit-${row.id}` : String(row.id),
        type: row.kind,
        direction: row.amount > 0 ? ('credit' as const) : ('debit' as const),
        amount: Math.abs(row.amount),
        balance_before: row.balance_after === null ? null : row.balance_after - row.amount,
        balance_after: row.balance_after,
        account: row.account,
        // Operator movements (CLI deposits and withdrawals) have no payment and so no status.
        ...(row.payment_status ? { status: row.payment_status } : {}),
        ...(row.payment_reason ? { reason: row.payment_reason } : {}),
      }));
      return pageOf(data, total, query);
    },
  );

  const roundRoute = (path: string, source: 'studio' | 'sportsbook', summary: string) =>
    app.get(
      path,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary,
          querystring: CasinoHistoryQuery,
          response: { 200: historyPage(RoundRow), ...ErrorResponses },
        },
      },
      async (request) => {
        const { query } = request;
        const status = optionalText(query.status)?.toLowerCase();
        const { rows, total } = await histories.rounds(
          db,
          request.player!.playerId,
          {
            source,
            providerId: providerFilter(query.provider),
            gameType: optionalInt(query.gameType) ?? optionalInt(query.type),
            won: status === undefined ? undefined : status === 'win',
          },
          windowOf(query),
        );
        const data = rows.map((row) => ({
          created_at: row.created_at.toISOString(),
          game_date: (row.settled_at ?? row.created_at).toISOString(),
          num_id: String(row.id),
          event_id: row.round_ref,
          game_name: row.game_name ?? (source === 'sportsbook' ? 'Sports bet' : 'Game'),
          pro_name: row.pro_name ?? (source === 'sportsbook' ? 'SPORTSBOOK' : ''),
          game_type: row.game_type,
          direction: row.win_total > 0 ? ('credit' as const) : ('debit' as const),
          amount: row.bet_total,
          win_amount: row.win_total,
          status: row.win_total > 0 ? ('Win' as const) : ('Lost' as const),
        }));
        return pageOf(data, total, query);
      },
    );
  roundRoute('/CasinoHistory', 'studio', 'Settled casino rounds: bet, win, Win/Lost; newest first');

  const SPORT_STATUS = {
    open: 'Open',
    won: 'Win',
    lost: 'Lost',
    void: 'Void',
    cashed_out: 'CashedOut',
  } as const;
  const sportStatusFilter = (value: string | undefined): histories.SportStatus | undefined => {
    const text = optionalText(value)?.toLowerCase();
    if (text === undefined) return undefined;
    if (text === 'win') return 'won';
    if (text === 'lost') return 'lost';
    if (text === 'cashedout' || text === 'cashed_out') return 'cashed_out';
    return text as 'open' | 'void';
  };

  app.get(
    '/SportHistory',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary:
          "Sport bets, open and settled: the wallet's stake and return, the sportsbook's status (Open, Win, Lost, Void, CashedOut), odds and legs; newest first",
        querystring: SportHistoryQuery,
        response: { 200: historyPage(SportBetRow), ...ErrorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await histories.sportBets(
        db,
        request.player!.playerId,
        sportStatusFilter(query.status),
        windowOf(query),
      );
      const data = rows.map((row) => ({
        created_at: row.created_at.toISOString(),
        game_date: (row.settled_at ?? row.created_at).toISOString(),
        num_id: String(row.id),
        event_id: row.round_ref,
        game_name: 'Sports bet',
        pro_name: 'SPORTSBOOK',
        game_type: null,
        direction: row.win_total > 0 ? ('credit' as const) : ('debit' as const),
        amount: row.bet_total,
        win_amount: row.win_total,
        status: SPORT_STATUS[row.status],
        bet_kind: row.bet_kind,
        odds: row.odds,
        potential: row.potential,
        legs: (row.legs ?? []) as Static<typeof SportBetRow>['legs'],
      }));
      return pageOf(data, total, query);
    },
  );

  app.get(
    '/GameHistory',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Every casino bet, win and rollback with balances; newest first',
        querystring: CasinoHistoryQuery,
        response: { 200: historyPage(GameMovementRow), ...ErrorResponses },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await histories.gameMovements(
        db,
        request.player!.playerId,
        {
          providerId: providerFilter(query.provider),
          gameType: optionalInt(query.gameType) ?? optionalInt(query.type),
        },
        windowOf(query),
      );
      const data = rows.map((row) => ({
        created_at: row.created_at.toISOString(),
        game_date: row.created_at.toISOString(),
        num_id: String(row.id),
        event_id: row.round_ref ?? '',
        game_name: row.game_name ?? 'Game',
        pro_name: row.pro_name ?? '',
        type: row.kind,
        direction: row.amount > 0 ? ('credit' as const) : ('debit' as const),
        amount: Math.abs(row.amount),
        balance_before: row.balance_after - row.amount,
        balance_after: row.balance_after,
      }));
      return pageOf(data, total, query);
    },
  );
}
