/** A table round's outcome as the verifier writes it, per family (cards read left to right). */
import type { TableFamily } from '../../src/catalogue/games';
import type { Language } from '../../src/i18n/texts';
import { dragonTigerWinner, type DragonTigerOutcome } from '../../src/tables/dragon-tiger/rules';
import { DRAGON_TIGER_TEXTS } from '../../src/tables/dragon-tiger/texts';
import { baccaratWinner, type BaccaratOutcome } from '../../src/tables/baccarat/rules';
import { BACCARAT_TEXTS } from '../../src/tables/baccarat/texts';
import { leftToRight } from '../common/dom';
import { cardName } from '../tables/cards';

type Describe = (outcome: never, lang: Language) => string;

export const DESCRIBE: Partial<Record<TableFamily, Describe>> = {
  baccarat: (outcome: BaccaratOutcome, lang) => {
    const { bets } = BACCARAT_TEXTS[lang];
    const hand = (cards: number[]) => leftToRight(cards.map(cardName).join(' '));
    return `${bets.player} ${hand(outcome.player)} · ${bets.banker} ${hand(outcome.banker)} → ${bets[baccaratWinner(outcome)]}`;
  },
  'dragon-tiger': (outcome: DragonTigerOutcome, lang) => {
    const { bets } = DRAGON_TIGER_TEXTS[lang];
    return `${bets.dragon} ${leftToRight(cardName(outcome.dragon))} · ${bets.tiger} ${leftToRight(cardName(outcome.tiger))} → ${bets[dragonTigerWinner(outcome)]}`;
  },
};

export const describeOutcome = (family: TableFamily, outcome: unknown, lang: Language): string =>
  DESCRIBE[family]?.(outcome as never, lang) ?? JSON.stringify(outcome);
