/** The chips a table offers: one row of buttons, one pressed, within the table's bet limits. */
import { el } from './dom';

export const CHIP_VALUES = [100, 500, 1000, 5000, 10000, 50000];

/** The values a table with these limits accepts as one bet. */
export const chipsWithin = (values: number[], limits: { minBet: number; maxBet: number }) =>
  values.filter((value) => value >= limits.minBet && value <= limits.maxBet);

/** The first of `preferred` the limits accept, else the table's minimum. */
export const firstChip = (preferred: number[], limits: { minBet: number; maxBet: number }) =>
  chipsWithin(preferred, limits)[0] ?? limits.minBet;

/**
 * Adds one button per choice to `row`: pressing one marks it (aria-pressed) and unmarks the
 * others, then hands its value to `choose`. Amounts read left to right.
 */
export function chipButtons(
  row: HTMLElement,
  choices: Array<{ value: number; label: string }>,
  selected: number,
  choose: (value: number) => void,
): HTMLElement {
  for (const { value, label } of choices) {
    const button = el('button', { type: 'button', dir: 'ltr' }, label);
    button.setAttribute('aria-pressed', String(value === selected));
    button.addEventListener('click', () => {
      choose(value);
      for (const other of row.children)
        other.setAttribute('aria-pressed', String(other === button));
    });
    row.append(button);
  }
  return row;
}

/**
 * The chip row of a shared-round table: the common values within its limits, the first of
 * 0.5, 1, 5 and 10 the limits accept pressed at first. `value()` is the chip pressed now.
 */
export function tableChips(
  limits: { minBet: number; maxBet: number },
  ariaLabel: string,
  label: (value: number) => string,
): { row: HTMLElement; value(): number } {
  let chip = firstChip([500, 1000, 5000, 10000], limits);
  const row = el('div', { className: 'chips', role: 'group', ariaLabel });
  chipButtons(
    row,
    chipsWithin(CHIP_VALUES, limits).map((value) => ({ value, label: label(value) })),
    chip,
    (value) => (chip = value),
  );
  return { row, value: () => chip };
}
