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
