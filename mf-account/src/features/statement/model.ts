/**
 * The account statement: per-day deposits, withdrawals, stakes, wins and net for a period of the
 * last 12 months, its totals, the lifetime net deposits, and the same as a CSV file. The CSV is
 * fetched with the player's token and handed to the browser as a file (a plain link carries no
 * token).
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { refusalText } from '../../entities/payment';
import {
  fetchStatement,
  fetchStatementCsv,
  type RgStatement,
  type StatementPeriod,
} from '../../entities/rg';
import { DEFAULT_DAYS, daysBefore, isValidPeriod, utcDay } from './period';

export const pageOpened = createEvent();
export const fromChosen = createEvent<string>();
export const toChosen = createEvent<string>();
export const showRequested = createEvent();
export const downloadRequested = createEvent();

/** Today's UTC day; an effect so tests give their own clock. */
export const todayFx = createEffect(() => utcDay(new Date()));
export const loadStatementFx = createEffect(fetchStatement);
export const fetchCsvFx = createEffect(fetchStatementCsv);
/** Hands the text to the browser as a downloaded file; replaced in tests. */
export const saveFileFx = createEffect(({ name, text }: { name: string; text: string }) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
});

export const $today = createStore<string | null>(null).on(todayFx.doneData, (_, day) => day);
export const $from = createStore('')
  .on(fromChosen, (_, day) => day)
  .on(todayFx.doneData, (_, today) => daysBefore(today, DEFAULT_DAYS - 1));
export const $to = createStore('')
  .on(toChosen, (_, day) => day)
  .on(todayFx.doneData, (_, today) => today);
export const $badPeriod = createStore(false).reset(fromChosen, toChosen, pageOpened);
export const $statement = createStore<RgStatement | null>(null)
  .on(loadStatementFx.doneData, (_, statement) => statement)
  .reset(pageOpened);
export const $refusal = createStore<string | null>(null)
  .on([loadStatementFx.failData, fetchCsvFx.failData], (_, error) => refusalText(error, ''))
  .reset(loadStatementFx, fetchCsvFx, fromChosen, toChosen, pageOpened);
export const $loading = loadStatementFx.pending;
export const $downloading = fetchCsvFx.pending;

sample({ clock: pageOpened, target: todayFx });

const $period = sample({
  source: { from: $from, to: $to, today: $today },
  fn: ({ from, to, today }) => ({
    period: { from, to } as StatementPeriod,
    valid: today !== null && isValidPeriod(from, to, today),
  }),
});

sample({
  clock: [todayFx.done, showRequested, downloadRequested],
  source: $period,
  fn: ({ valid }) => !valid,
  target: $badPeriod,
});
sample({
  clock: [todayFx.done, showRequested],
  source: $period,
  filter: ({ valid }) => valid,
  fn: ({ period }) => period,
  target: loadStatementFx,
});
sample({
  clock: downloadRequested,
  source: { period: $period, downloading: $downloading },
  filter: ({ period, downloading }) => period.valid && !downloading,
  fn: ({ period }) => period.period,
  target: fetchCsvFx,
});
sample({
  clock: fetchCsvFx.done,
  fn: ({ params, result }) => ({
    name: `statement-${params.from}-${params.to}.csv`,
    text: result,
  }),
  target: saveFileFx,
});
