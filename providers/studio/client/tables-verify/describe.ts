/**
 * A shared table round's outcome as the verifier writes it, per family, in the game's own words
 * (the texts its table uses); cards, dice and numbers are isolated left to right inside the
 * sentence so an Arabic line keeps them readable.
 */
import type { TableFamily } from '../../src/catalogue/games';
import type { Language } from '../../src/i18n/texts';
import type { AndarBaharDeal } from '../../src/tables/andar-bahar/rules';
import { baccaratWinner, type BaccaratOutcome } from '../../src/tables/baccarat/rules';
import { BACCARAT_TEXTS } from '../../src/tables/baccarat/texts';
import { diceText } from '../../src/tables/dice-texts';
import { dragonTigerWinner, type DragonTigerOutcome } from '../../src/tables/dragon-tiger/rules';
import { DRAGON_TIGER_TEXTS } from '../../src/tables/dragon-tiger/texts';
import type { WheelOutcome } from '../../src/tables/money-wheel/table';
import { LAYOUTS, type Segment, type WheelTheme } from '../../src/tables/money-wheel/rules';
import type { Dice } from '../../src/tables/sic-bo/rules';
import { leftToRight } from '../common/dom';
import { cardName } from '../tables/cards';

type Describe = (outcome: never, lang: Language) => string;

const cardsText = (cards: number[]) => leftToRight(cards.map(cardName).join(' '));

/** The wheels' names are the tables' brand names, the same in every language. */
export const WHEEL_NAMES: Record<WheelTheme, string> = {
  'money-drop': 'Money Drop',
  'dream-wheel': 'Dream Wheel',
  'crazy-coins': 'Crazy Coins',
};

/** A segment as the wheel's page labels it: its number, its multiplier, or Bonus. */
export const segmentText = (segment: Segment, lang: Language): string =>
  segment.kind === 'number'
    ? leftToRight(String(segment.value))
    : segment.kind === 'bonus'
      ? diceText(lang, 'bonus')
      : leftToRight(`${segment.factor}×`);

/** One wheel's spin: the final segment, its bonus stop and the multipliers passed on the way. */
export function wheelSpinText(theme: WheelTheme, outcome: WheelOutcome, lang: Language): string {
  const spin = outcome[theme];
  const layout = LAYOUTS[theme];
  // A bonus segment is named by what its bonus wheel gave: "Bonus ×5".
  const segment =
    spin.bonusStop === undefined
      ? segmentText(spin.result, lang)
      : diceText(lang, 'bonusResult', { n: layout.bonusWheel[spin.bonusStop]! });
  return diceText(lang, 'wheelResult', {
    segment,
    multiplier:
      spin.multiplier > 1 ? diceText(lang, 'wheelMultiplier', { n: spin.multiplier }) : '',
  });
}

export const DESCRIBE: Partial<Record<TableFamily, Describe>> = {
  baccarat: (outcome: BaccaratOutcome, lang) => {
    const { bets } = BACCARAT_TEXTS[lang];
    return `${bets.player} ${cardsText(outcome.player)} · ${bets.banker} ${cardsText(outcome.banker)} → ${bets[baccaratWinner(outcome)]}`;
  },
  'dragon-tiger': (outcome: DragonTigerOutcome, lang) => {
    const { bets } = DRAGON_TIGER_TEXTS[lang];
    return `${bets.dragon} ${leftToRight(cardName(outcome.dragon))} · ${bets.tiger} ${leftToRight(cardName(outcome.tiger))} → ${bets[dragonTigerWinner(outcome)]}`;
  },
  'sic-bo': (dice: Dice, lang) =>
    diceText(lang, 'diceResult', {
      dice: leftToRight(dice.join(' ')),
      total: dice[0] + dice[1] + dice[2],
    }),
  'andar-bahar': (deal: AndarBaharDeal, lang) =>
    `${diceText(lang, 'andarResult', {
      joker: leftToRight(cardName(deal.joker)),
      side: diceText(lang, deal.winner),
      count: deal.dealt,
    })} ${diceText(lang, 'andar')} ${cardsText(deal.andar)} · ${diceText(lang, 'bahar')} ${cardsText(deal.bahar)}`,
  // Every wheel spins in each round: the verifier names each with its result.
  'money-wheel': (outcome: WheelOutcome, lang) =>
    (Object.keys(WHEEL_NAMES) as WheelTheme[])
      .map((theme) => `${WHEEL_NAMES[theme]} — ${wheelSpinText(theme, outcome, lang)}`)
      .join(' · '),
};

export const describeOutcome = (family: TableFamily, outcome: unknown, lang: Language): string =>
  DESCRIBE[family]?.(outcome as never, lang) ?? JSON.stringify(outcome);
