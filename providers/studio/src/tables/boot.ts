/** What a table family's page needs beyond the game (its bets' exact RTPs, the round's timing). */
import type { TableFamily } from '../catalogue/games';
import { rtpPercent } from './exact-ratio';
import { edgesOf } from './edges/registry';
import type { TableTiming } from './rounds/timing';

export interface TableBoot {
  /** RTP of each bet in percent, cut to two decimals ("96.26"), by kind. */
  rtp: Record<string, string>;
  bettingSeconds: number;
}

export function tableBootOf(family: TableFamily, timing: TableTiming): TableBoot {
  return {
    rtp: Object.fromEntries((edgesOf(family) ?? []).map((edge) => [edge.kind, rtpPercent(edge)])),
    bettingSeconds: timing.bettingMs / 1000,
  };
}
