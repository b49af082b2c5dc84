/**
 * The shapes the front-ends read from the platform API (spec §3). Money fields are integer
 * millimes; they are formatted only at the edge (see `@casino/shared/format`).
 */
import type { GameType, PlayerUser } from '../events/contract';

export type { GameType, PlayerUser };

export interface PaginationInfo {
  page_index: number;
  page_size: number;
  total: number;
  last_page: number;
  hasNextPage: boolean;
}

export interface Game {
  game_id: number;
  name: string;
  image: string;
  provider_id: number;
  provider_name: string;
  type: GameType;
  is_favorite: boolean;
}

export interface GameListResponse {
  data: Game[];
  total: number;
  paginationInfo: PaginationInfo;
}

export interface Provider {
  pro_id: number;
  Alias: string;
  Image: string;
}

export interface ProviderPage {
  data: Provider[];
  paginationInfo: PaginationInfo;
}

export interface Category {
  cat_id: number;
  name: string;
}

export interface LoginResponse {
  user: PlayerUser;
  token: string;
}

export interface LaunchData {
  url: string;
  isFrame: boolean;
}

export interface TopWinner {
  provider: string;
  user: string;
  amount: number;
  currency: string;
  date: string;
  bet: number;
  multiplier: number;
}

export interface JackpotWin {
  username: string;
  time: string;
  name: string;
  amount: number;
  currency: string;
}

export interface LatestJackpotResponse {
  latest_jackpots: JackpotWin[];
}

export interface Banner {
  url: string;
  isMobile: boolean;
  title: string;
}

export interface HistoryPage<Row> {
  data: Row[];
  paginationInfo: PaginationInfo;
  last_page: number;
  hasNextPage: boolean;
}

export interface TransactionRow {
  game_date: string;
  event_id: string;
  type: string;
  direction: 'credit' | 'debit';
  amount: number;
  balance_before: number;
  balance_after: number;
}

export interface CasinoHistoryRow {
  created_at: string;
  game_date: string;
  num_id: string;
  event_id: string;
  game_name: string;
  pro_name: string;
  direction: 'credit' | 'debit';
  amount: number;
  status: 'Win' | 'Lost';
}
