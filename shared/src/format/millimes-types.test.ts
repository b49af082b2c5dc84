/**
 * Only millimes are formatted: the real `tsc` on a fixture that formats the API's amounts (which
 * compile) and a TND float, a bare number and amounts that left the unit through arithmetic
 * (each of which must fail, on its own line, and nothing else).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';

const shared = resolve(import.meta.dirname, '..', '..');
const root = resolve(shared, '..');
// Inside the package (so its dependencies resolve); `.scratch*` is ignored by git and lint.
const dir = join(shared, `.scratch-millimes-${process.pid}-${Date.now()}`);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixture = `
import type { PlayerUser, TopWinner, TransactionRow } from '../src/api/types';
import { absMillimes, addMillimes, formatAmount, formatMoney, millimes, splitMoney } from '../src/format';
import { Money } from '../src/ui/money';

declare const user: PlayerUser;
declare const winner: TopWinner;
declare const row: TransactionRow;

export const good = [
  formatMoney(user.balance, user.currency),
  formatMoney(winner.amount, winner.currency),
  formatAmount(row.amount),
  splitMoney(user.bounse),
  formatMoney(millimes(1_000_000)),
  formatMoney(addMillimes(user.balance, user.bounse)),
  formatAmount(absMillimes(row.amount)),
  <Money millimes={user.balance} currency="TND" />,
];

export const bad = [
  formatMoney(12.5), // BAD: a TND float
  formatMoney(1000), // BAD: a bare number
  formatAmount(user.balance / 1000), // BAD: dinars computed from millimes
  formatMoney(user.balance + user.bounse), // BAD: a sum leaves the unit
  splitMoney(Number('2500')), // BAD: parsed, not checked
  <Money millimes={2500} />, // BAD: a bare number in the component
];
`;

describe('Millimes', () => {
  it('formatMoney and friends take the API’s amounts, never a float or a bare number', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'fixture.tsx'), fixture);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: '../tsconfig.json', include: ['fixture.tsx'] }),
    );
    let output = '';
    try {
      execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', dir, '--pretty', 'false'], {
        cwd: shared,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const lines = fixture.split('\n');
    const badLines = lines.flatMap((line, index) => (line.includes('// BAD') ? [index + 1] : []));
    const errorLines = [...output.matchAll(/fixture\.tsx\((\d+),\d+\): error (TS\d+)/g)].map(
      (match) => ({ line: Number(match[1]), code: match[2] }),
    );
    expect(badLines).toHaveLength(6);
    expect([...new Set(errorLines.map(({ line }) => line))], output).toEqual(badLines);
    // Not assignable: TS2345 for an argument, TS2322 for the component's prop.
    for (const { code } of errorLines) expect(['TS2345', 'TS2322'], output).toContain(code);
  }, 120_000);
});
