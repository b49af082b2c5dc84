/**
 * The transaction history's row states, in the player's three languages: a credited deposit with
 * its sign and balance, a failed one with the provider's reason, an expired and a pending one,
 * none of them with a sign or a balance since they moved no money; a withdrawal paid.
 */
import type { TransactionRow } from '@casino/shared/api';
import { describe, expect, it } from '@rstest/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { NAMESPACE } from '../../i18n';
import { useTransactionColumns } from './columns';

type Language = 'fr' | 'en' | 'ar';

const base = {
  game_date: '2026-11-27T10:00:00.000Z',
  type: 'deposit',
  direction: 'credit',
  account: 'cash',
} as const;

const ROWS: Record<string, TransactionRow> = {
  credited: {
    ...base,
    event_id: '41',
    amount: 50_000,
    balance_before: 0,
    balance_after: 50_000,
    status: 'credited',
  },
  failed: {
    ...base,
    event_id: 'deposit-7',
    amount: 20_000,
    balance_before: null,
    balance_after: null,
    status: 'failed',
    reason: 'card declined',
  },
  expired: {
    ...base,
    event_id: 'deposit-6',
    amount: 30_000,
    balance_before: null,
    balance_after: null,
    status: 'expired',
    reason: 'expired',
  },
  pending: {
    ...base,
    event_id: 'deposit-8',
    amount: 7_000,
    balance_before: null,
    balance_after: null,
    status: 'pending',
  },
  withdrawal: {
    ...base,
    type: 'withdrawal',
    direction: 'debit',
    event_id: '42',
    amount: 10_000,
    balance_before: 50_000,
    balance_after: 40_000,
    status: 'paid',
  },
} as never;

function Cells({ row, language }: { row: TransactionRow; language: Language }) {
  const columns = useTransactionColumns();
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.label}>{column.render(row, language)}</td>
      ))}
    </tr>
  );
}

async function cellsOf(name: keyof typeof ROWS, language: Language): Promise<string[]> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { fr: { [NAMESPACE]: fr }, en: { [NAMESPACE]: en }, ar: { [NAMESPACE]: ar } },
  });
  const holder = document.createElement('table');
  holder.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <table>
        <tbody>
          <Cells row={ROWS[name]!} language={language} />
        </tbody>
      </table>
    </I18nextProvider>,
  );
  return [...holder.querySelectorAll('td')].map((cell) => cell.textContent!.replace(/\s+/g, ' '));
}

describe('transaction history rows', () => {
  it('a credited deposit: signed amount, balance after, Paid', async () => {
    const [type, , amount, balance, status] = await cellsOf('credited', 'en');
    expect([type, amount, balance, status]).toEqual(['Deposit', '+50.00 TND', '50.00 TND', 'Paid']);
  });

  it('a failed deposit: no sign, no balance, Failed with the reason, in fr, en and ar', async () => {
    expect(await cellsOf('failed', 'fr')).toEqual([
      'Dépôt',
      expect.any(String),
      '20.00 TND',
      '—',
      'Échouécarte refusée',
    ]);
    const [, , amount, balance, status] = await cellsOf('failed', 'en');
    expect([amount, balance, status]).toEqual(['20.00 TND', '—', 'Failedcard declined']);
    const arabic = await cellsOf('failed', 'ar');
    expect(arabic[0]).toBe('إيداع');
    expect(arabic[3]).toBe('—');
    expect(arabic[4]).toBe('فشلتم رفض البطاقة');
  });

  it('an expired and a pending deposit moved no money either', async () => {
    const expired = await cellsOf('expired', 'en');
    expect(expired.slice(2)).toEqual(['30.00 TND', '—', 'Expiredthe payment expired']);
    const pending = await cellsOf('pending', 'fr');
    expect(pending.slice(2)).toEqual(['7.00 TND', '—', 'En attente']);
  });

  it('a paid withdrawal keeps its minus sign and its balance', async () => {
    const [type, , amount, balance, status] = await cellsOf('withdrawal', 'en');
    expect([type, amount, balance, status]).toEqual([
      'Withdrawal',
      '-10.00 TND',
      '40.00 TND',
      'Paid',
    ]);
  });
});
