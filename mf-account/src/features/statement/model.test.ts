import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { StatementPeriod } from '../../entities/rg';
import {
  $badPeriod,
  $from,
  $to,
  downloadRequested,
  fetchCsvFx,
  fromChosen,
  loadStatementFx,
  pageOpened,
  saveFileFx,
  showRequested,
  todayFx,
} from './model';

const TODAY = '2026-03-15';
const statement = {
  from: '',
  to: '',
  days: [],
  totals: { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, net: 0 },
  lifetime_net_deposits: 0,
};

function scope(asked: StatementPeriod[], saved: unknown[]) {
  return fork({
    handlers: [
      [todayFx, () => TODAY],
      [loadStatementFx, (period: StatementPeriod) => (asked.push(period), statement)],
      [fetchCsvFx, (period: StatementPeriod) => `day,deposits\n${period.from},1.000\n`],
      [saveFileFx, (file: unknown) => void saved.push(file)],
    ],
  });
}

describe('the statement', () => {
  it('opens on the last 30 days (UTC) and asks for them', async () => {
    const asked: StatementPeriod[] = [];
    const s = scope(asked, []);
    await allSettled(pageOpened, { scope: s });
    expect([s.getState($from), s.getState($to)]).toEqual(['2026-02-14', TODAY]);
    expect(asked).toEqual([{ from: '2026-02-14', to: TODAY }]);
  });

  it('refuses a period beyond 12 months or reversed, and asks nothing', async () => {
    const asked: StatementPeriod[] = [];
    const saved: unknown[] = [];
    const s = scope(asked, saved);
    await allSettled(pageOpened, { scope: s });
    for (const from of ['2025-03-14', '2026-03-16']) {
      await allSettled(fromChosen, { scope: s, params: from });
      await allSettled(showRequested, { scope: s });
      expect(s.getState($badPeriod)).toBe(true);
      await allSettled(downloadRequested, { scope: s });
    }
    expect(asked).toHaveLength(1);
    expect(saved).toEqual([]);
  });

  it("downloads the period's CSV as a file named after it", async () => {
    const saved: unknown[] = [];
    const s = scope([], saved);
    await allSettled(pageOpened, { scope: s });
    await allSettled(fromChosen, { scope: s, params: '2026-03-01' });
    await allSettled(downloadRequested, { scope: s });
    expect(saved).toEqual([
      { name: 'statement-2026-03-01-2026-03-15.csv', text: 'day,deposits\n2026-03-01,1.000\n' },
    ]);
  });
});
