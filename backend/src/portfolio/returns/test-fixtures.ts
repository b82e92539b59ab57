/** Shared by the returns tests: hand-written price tables and a seeded random portfolio. */
import type { Activity, PriceLookup } from './valuation.ts';

/** { SYMBOL: { 'YYYY-MM-DD': close } } as a price lookup. */
export function priceTable(table: Record<string, Record<string, number>>): PriceLookup {
  return (symbol) => {
    const closes = table[symbol];
    if (!closes) return undefined;
    const dates = Object.keys(closes).sort();
    return { dates, closes: dates.map((date) => closes[date]!) };
  };
}

/** Small deterministic PRNG (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

function lastClose(closes: Record<string, number>, day: number): number {
  for (let back = 0; back < 10; back++) {
    const close = closes[isoDay(day - back)];
    if (close !== undefined) return close;
  }
  return Object.values(closes)[0] ?? 100;
}

/** Random-walk weekday closes for `symbols` from `from` for `days` calendar days, plus random trades. */
export function randomPortfolio(seed: number, symbols: number, days: number, trades: number, from = '2019-01-01') {
  const random = seeded(seed);
  const first = Date.parse(from) / 86_400_000;
  const names = Array.from({ length: symbols }, (_, i) => `S${i}`);
  const table: Record<string, Record<string, number>> = {};
  for (const name of names) {
    let close = 20 + random() * 200;
    const closes: Record<string, number> = {};
    for (let day = first; day < first + days; day++) {
      if ((day + 4) % 7 >= 5) continue; // day 0 (1970-01-01) was a Thursday: skip Saturdays and Sundays
      close *= Math.exp((random() - 0.5) * 0.04);
      // Each symbol misses some days, so the calendars differ and carry-forward is exercised.
      if (random() < 0.03) continue;
      closes[isoDay(day)] = close;
    }
    table[name] = closes;
  }
  const held = new Map<string, number>();
  const activities: Activity[] = [];
  const tradeDays = Array.from({ length: trades }, () => first + Math.floor(random() * days)).sort((a, b) => a - b);
  for (const day of tradeDays) {
    const symbol = names[Math.floor(random() * names.length)]!;
    const price = lastClose(table[symbol]!, day) * (0.99 + random() * 0.02);
    const have = held.get(symbol) ?? 0;
    if (have > 0 && random() < 0.3) {
      const quantity = Math.round(have * random() * 1000) / 1000;
      held.set(symbol, have - quantity);
      activities.push({ date: isoDay(day), kind: 'sell', symbol, quantity, amount: quantity * price - 1 });
    } else {
      const quantity = 1 + Math.floor(random() * 20);
      held.set(symbol, have + quantity);
      activities.push({ date: isoDay(day), kind: 'buy', symbol, quantity, amount: quantity * price + 1 });
    }
    if (random() < 0.2) {
      const kind = random() < 0.8 ? 'deposit' : 'withdrawal';
      activities.push({ date: isoDay(day), kind, amount: Math.round(random() * 5000) });
    }
  }
  return { prices: priceTable(table), activities, until: isoDay(first + days - 1) };
}
