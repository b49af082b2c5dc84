import type { Millimes } from '@casino/shared/format';
import { Money } from '@casino/shared/ui';
import styles from './session-clock.module.css';

/** Wins less stakes with its sign: '+' for a gain, '-' (from the formatter) for a loss. */
export function NetAmount({ net, currency }: { net: Millimes; currency: string }) {
  return (
    <Money
      millimes={net}
      currency={currency}
      sign={net > 0 ? '+' : ''}
      className={net < 0 ? styles.loss : net > 0 ? styles.gain : undefined}
    />
  );
}
