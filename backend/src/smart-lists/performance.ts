/**
 * A smart list's performance over a window: the notional amount is split by the members' weights
 * at the first close on or after `from`, the shares are held, and the basket is valued at every
 * trading day's close (a symbol without a bar that day counts at its last close). A member with no
 * bar in the window stays cash. Pure: prices come in as arguments.
 */
import type { PriceRow, SmartListPerformance } from '@folio/contracts';

export const NOTIONAL_AMOUNT = 10_000;
export const PERFORMANCE_DAYS = 30;

export interface WeightedMember {
  symbol: string;
  weight: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function basketPerformance(input: {
  members: readonly WeightedMember[];
  history: ReadonlyMap<string, readonly PriceRow[]>;
  from: string;
  to: string;
  notional?: number;
}): SmartListPerformance {
  const notional = input.notional ?? NOTIONAL_AMOUNT;
  const inWindow = (row: PriceRow) => row.t >= input.from && row.t <= input.to && Number.isFinite(row.c) && row.c > 0;
  let cash = input.members.length === 0 ? notional : 0;
  const holdings: { shares: number; rows: readonly PriceRow[] }[] = [];
  for (const member of input.members) {
    const rows = (input.history.get(member.symbol) ?? []).filter(inWindow);
    const amount = notional * member.weight;
    if (rows.length === 0) cash += amount;
    else holdings.push({ shares: amount / rows[0]!.c, rows });
  }

  const days = [...new Set(holdings.flatMap((holding) => holding.rows.map((row) => row.t)))].sort();
  const cursor = holdings.map(() => -1);
  const timeseries = days.map((day) => {
    let value = cash;
    holdings.forEach((holding, index) => {
      while (cursor[index]! + 1 < holding.rows.length && holding.rows[cursor[index]! + 1]!.t <= day) cursor[index]! += 1;
      // Before its first bar in the window a member is still worth what was put in.
      const close = cursor[index]! >= 0 ? holding.rows[cursor[index]!]!.c : holding.rows[0]!.c;
      value += holding.shares * close;
    });
    return { t: day, value: cents(value) };
  });

  const marketValue = timeseries.at(-1)?.value ?? cents(notional);
  const pnl = cents(marketValue - notional);
  return {
    summary: { positions: input.members.length, marketValue, pnl, pnlPercent: notional > 0 ? Math.round((pnl / notional) * 10_000) / 100 : 0 },
    timeseries,
    notional,
    from: input.from,
    to: input.to,
  };
}
