/** The few DOM helpers the game pages share. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { testid?: string } = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { testid, ...rest } = props;
  Object.assign(node, rest);
  if (testid) node.dataset.testid = testid;
  node.append(...children);
  return node;
}

export function readBootData<T>(): T {
  return JSON.parse(document.getElementById('boot')!.textContent!) as T;
}

/** Hundredths as a multiplier: 231 → "2.31". */
export const formatMultiplier = (hundredths: number) => (hundredths / 100).toFixed(2);

/**
 * Text that reads left to right inside a sentence of either direction (Unicode's left-to-right
 * isolate): in Arabic "2.53×" otherwise comes out as "×2.53". Canvas text honours it too.
 */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** A multiplier as players read it in every language: 231 → "2.31×", isolated. */
export const multiplierText = (hundredths: number) =>
  leftToRight(`${formatMultiplier(hundredths)}×`);

/** A game's top bar: its name, then the page's pills and buttons in the order given. */
export const gameBar = (name: string, ...items: Node[]) =>
  el('div', { className: 'bar' }, el('h1', { dir: 'auto' }, name), ...items);

/** The balance pill of the top bar. */
export const balancePill = (label: string, balance: HTMLElement) =>
  el('span', { className: 'pill' }, `${label}: `, balance);
