import { ReturnsCalculator, type Activity, type CashMode, type PriceSeries } from '../backend/src/portfolio/returns/index.ts';
import { report } from './support.ts';

/**
 * Portfolio summary with TWR + XIRR for 20,000 activities over 10 years across 50 symbols with
 * ~2,600 random-walk closes each (generated here, fixed seed). Cold: a new calculator and its first
 * summary, price histories converted included. Then one more activity back-dated 5 years, which
 * should only revalue the last 5 years. Targets: cold <= 1 s, back-dated <= 50 ms.
 */
const SYMBOLS = 50;
const ACTIVITIES = 20_000;
const FIRST = Date.UTC(2014, 11, 31) / 86_400_000; // exactly 10 years before UNTIL
const LAST = Date.UTC(2024, 11, 31) / 86_400_000;
const UNTIL = '2024-12-31';
const BACK_DATED = 20;

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const weekday = (day: number) => (day + 4) % 7 < 5; // day 0, 1970-01-01, was a Thursday

function market(random: () => number) {
  const days: number[] = [];
  for (let day = FIRST; day <= LAST; day++) if (weekday(day)) days.push(day);
  const dates = days.map(iso);
  const series = new Map<string, PriceSeries & { closes: number[] }>();
  for (let s = 0; s < SYMBOLS; s++) {
    let close = 20 + random() * 300;
    const drift = (random() - 0.4) * 0.001;
    const closes = days.map(() => (close *= Math.exp(drift + (random() - 0.5) * 0.04)));
    series.set(`SYM${s}`, { dates, closes });
  }
  return { days, series };
}

function activities(random: () => number, cashMode: CashMode, days: number[], series: ReturnType<typeof market>['series']) {
  const held = new Map<string, number>();
  const list: Activity[] = [];
  const trades = cashMode === 'cash' ? ACTIVITIES - 120 : ACTIVITIES;
  const picks = Array.from({ length: trades }, () => Math.floor(random() * days.length)).sort((a, b) => a - b);
  picks[0] = 0; // the history spans the full 10 years, so the ten-year trailing return exists
  for (const index of picks) {
    const symbol = `SYM${Math.floor(random() * SYMBOLS)}`;
    const price = series.get(symbol)!.closes[index]!;
    const have = held.get(symbol) ?? 0;
    const date = iso(days[index]!);
    if (have > 0 && random() < 0.3) {
      const quantity = Math.max(1, Math.floor(have * random()));
      held.set(symbol, have - quantity);
      list.push({ date, kind: 'sell', symbol, quantity, amount: quantity * price - 1 });
    } else {
      const quantity = 1 + Math.floor(random() * 50);
      held.set(symbol, have + quantity);
      list.push({ date, kind: 'buy', symbol, quantity, amount: quantity * price + 1 });
    }
  }
  // Cash mode: a monthly deposit on the first trading day of each month (120 over 10 years).
  if (cashMode === 'cash') {
    for (let month = 0; month < 120; month++) {
      const first = month === 0 ? days[0]! : days.find((day) => day >= Date.UTC(2015, month, 1) / 86_400_000)!;
      list.push({ date: iso(first), kind: 'deposit', amount: 40_000 });
    }
  }
  return list;
}

const time = <T>(work: () => T): [T, number] => {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function run() {
  const random = mulberry32(20_000);
  const { days, series } = market(random);
  const prices = (symbol: string) => series.get(symbol);
  for (const cashMode of ['holdings', 'cash'] as CashMode[]) {
    const list = activities(random, cashMode, days, series);
    const input = { activities: list, prices, until: UNTIL, cashMode };
    const [first, coldFirst] = time(() => {
      const calculator = new ReturnsCalculator(input);
      return { calculator, summary: calculator.summary() };
    });
    const [, coldWarm] = time(() => new ReturnsCalculator(input).summary());
    const { calculator, summary } = first;

    // Back-dated 5 years: 2019-12-31 and the trading days just after it, a different symbol each time.
    const start = days.findIndex((day) => day >= Date.UTC(2019, 11, 31) / 86_400_000);
    const increments: number[] = [];
    let recomputed = 0;
    for (let n = 0; n < BACK_DATED; n++) {
      const index = start + n;
      const symbol = `SYM${(n * 7) % SYMBOLS}`;
      const activity: Activity = { date: iso(days[index]!), kind: 'buy', symbol, quantity: 10, amount: 10 * series.get(symbol)!.closes[index]! };
      const [, took] = time(() => {
        calculator.add(activity);
        return calculator.summary();
      });
      increments.push(took);
      recomputed = calculator.lastRecomputedDays;
    }
    const sorted = [...increments].sort((a, b) => a - b);
    const after = calculator.summary();
    const pct = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(2)}%`);

    report(`Returns summary (TWR + XIRR), ${cashMode} mode: ${list.length.toLocaleString('en-US')} activities, ${SYMBOLS} symbols x ${days.length.toLocaleString('en-US')} closes, 10 years`, {
      'valuation days': calculator.series().days.length.toLocaleString('en-US'),
      'cold, first run (incl. JIT warm-up)': `${ms(coldFirst)}  (target <= 1000 ms)`,
      'cold, second run': ms(coldWarm),
      [`+1 back-dated 5 y (first of ${BACK_DATED})`]: `${ms(increments[0]!)}  (target <= 50 ms)`,
      '+1 back-dated 5 y, median / max': `${ms(sorted[Math.floor(sorted.length / 2)]!)} / ${ms(sorted.at(-1)!)}`,
      'days revalued per back-dated add': recomputed.toLocaleString('en-US'),
      'TWR total / annualised': `${pct(summary.timeWeighted.total)} / ${pct(summary.timeWeighted.annualized)}`,
      'XIRR (before -> after the adds)': `${pct(summary.moneyWeighted.xirr)} -> ${pct(after.moneyWeighted.xirr)}`,
      'trailing 1y / 5y / 10y (TWR)': [after.timeWeighted.trailing.oneYear, after.timeWeighted.trailing.fiveYear, after.timeWeighted.trailing.tenYear].map(pct).join(' / '),
    });
  }
}

if (import.meta.main) await run();
