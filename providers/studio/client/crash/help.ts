/**
 * The crash game's rules dialog: how a round plays, cash-outs, and what happens to a bet when the
 * game's server stops mid-round (the round is void and the bet refunded; see the studio's
 * README, "Void rounds").
 */
import type { TextKey } from '../../src/i18n/texts';
import { el } from '../common/dom';

type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

export function crashHelp(t: Translate, title: string): HTMLDialogElement {
  const close = el('button', { type: 'button' }, t('close'));
  const dialog = el(
    'dialog',
    { testid: 'studio-help' },
    el('h2', { dir: 'auto' }, title),
    el('p', {}, t('rulesCrashRound')),
    el('p', {}, t('rulesCrashCashout')),
    el('p', { testid: 'crash-void-rule' }, t('rulesCrashVoid')),
    close,
  );
  close.addEventListener('click', () => dialog.close());
  return dialog;
}
