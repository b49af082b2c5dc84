/**
 * The slot's rules and paytable, in a modal dialog. The dialog is opaque over a dark backdrop
 * (the reels must not show through the text), scrolls inside the screen on a phone, and its
 * paytable icons are drawn at their own small size: the reels' canvas rule is scoped to the stage
 * (`slotStyles`), so it never stretches an icon over the rules.
 */
import { text, type Language, type TextKey } from '../../src/i18n/texts';
import { el } from '../common/dom';
import type { SlotBoot } from './boot';
import { drawSymbol } from './symbols';

const ICON = 44;

function symbolIcon(boot: SlotBoot, accent: string, code: string): HTMLCanvasElement {
  const icon = el('canvas', { width: ICON, height: ICON, className: 'pay-icon' });
  icon.setAttribute('role', 'img');
  icon.setAttribute('aria-label', code);
  const half = ICON / 2;
  drawSymbol(icon.getContext('2d')!, code, boot.game.theme.symbols, accent, half, half, ICON, ICON);
  return icon;
}

const listed = (values: number[]) =>
  values
    .map((value, count) => (value > 0 ? `${count}: ${value}` : ''))
    .filter(Boolean)
    .join(', ');

export function buildHelp(boot: SlotBoot, accent: string): HTMLDialogElement {
  const { model } = boot;
  const lang: Language = boot.lang;
  const t = (key: TextKey, values?: Record<string, string | number>) => text(lang, key, values);
  const rows = model.symbols
    .filter((symbol) => symbol.kind !== 'scatter')
    .map((symbol) =>
      el(
        'tr',
        {},
        el('th', {}, symbolIcon(boot, accent, symbol.code)),
        ...[3, 4, 5]
          .filter((n) => n < symbol.pays.length)
          .map((n) => el('td', { dir: 'ltr' }, `${n}× ${symbol.pays[n]}`)),
      ),
    );
  // First in the dialog, so it takes the focus without scrolling the rules away from their start.
  const close = el(
    'button',
    { type: 'button', className: 'help-close', testid: 'studio-help-close' },
    t('close'),
  );
  const jackpot =
    model.jackpotShare > 0
      ? [
          el(
            'p',
            { testid: 'studio-jackpot-share' },
            t('jackpotShare', { share: model.jackpotShare.toFixed(2) }),
          ),
        ]
      : [];
  const dialog = el(
    'dialog',
    { testid: 'studio-help', className: 'help' },
    close,
    el('h2', { dir: 'auto' }, boot.game.name),
    el('p', { testid: 'studio-rtp' }, t('rtp', { rtp: model.rtp })),
    el('p', {}, t('volatility', { level: t(model.volatility) })),
    ...jackpot,
    el('p', {}, t('rulesLines', { lines: model.lines.length })),
    el('p', {}, t('rulesWild')),
    el('p', {}, t('rulesScatter', { pays: listed(model.scatterPays) })),
    el(
      'p',
      {},
      t('rulesFree', {
        awards: listed(model.freeSpins.awards),
        multiplier: model.freeSpins.multiplier,
      }),
    ),
    el(
      'p',
      { testid: 'studio-retrigger' },
      t(model.freeSpins.retrigger ? 'rulesRetrigger' : 'rulesNoRetrigger'),
    ),
    el('p', {}, t('rulesBet')),
    el('h3', {}, t('paytable')),
    el('table', {}, el('tbody', {}, ...rows)),
  );
  close.addEventListener('click', () => dialog.close());
  document.body.append(dialog);
  return dialog;
}
