/**
 * A refused bet or decision in the player's words: each page names the refusals it has a text
 * for, any other reads as the general error; the bet limits are named in the one that needs them.
 */
import type { TextKey } from '../../src/i18n/texts';

type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

export function refusalText(
  status: string,
  known: ReadonlySet<string>,
  t: Translate,
  limits: { min: string; max: string },
): string {
  if (status === 'bet_out_of_limits') return t('bet_out_of_limits', limits);
  return t((known.has(status) ? status : 'error') as TextKey);
}
