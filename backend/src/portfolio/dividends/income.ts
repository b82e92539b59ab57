/** Dividend income of a list, from its ledger's dividend rows (amount net, fees = tax withheld). */
import { roundMoney, sumMoney, type DividendIncome } from '@folio/contracts';
import type { TransactionDoc } from '../projection.ts';

/** The day a year before `until` (29 February -> 28 February): the trailing window starts after it. */
export function yearBefore(until: string): string {
  const year = Number(until.slice(0, 4)) - 1;
  const monthDay = until.slice(5) === '02-29' ? '02-28' : until.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

/**
 * Trailing twelve months (paid after the day a year before `until`, up to `until`), totals per
 * calendar year, and two yields on the trailing income: on what the shares held cost (yield on
 * cost) and on what they are worth now (current yield). Amounts are net of withholding tax.
 */
export function dividendIncome(ledger: readonly TransactionDoc[], until: string, totalCost: number, totalValue: number): DividendIncome {
  const paid = ledger.filter((row) => row.kind === 'dividend' && row.date !== null && row.date <= until);
  const from = yearBefore(until);
  const trailing = sumMoney(paid.filter((row) => row.date! > from).map((row) => row.amount));
  const years = new Map<number, number[]>();
  for (const row of paid) {
    const year = Number(row.date!.slice(0, 4));
    years.set(year, [...(years.get(year) ?? []), row.amount]);
  }
  return {
    trailingTwelveMonths: trailing,
    total: sumMoney(paid.map((row) => row.amount)),
    withholdingTax: roundMoney(sumMoney(paid.map((row) => row.fees ?? 0))),
    byYear: [...years].sort(([a], [b]) => a - b).map(([year, amounts]) => ({ year, amount: sumMoney(amounts) })),
    yieldOnCost: percent(trailing, totalCost),
    currentYield: percent(trailing, totalValue),
  };
}
