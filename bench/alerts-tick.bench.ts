/**
 * One alert evaluation tick over 10,000 active alerts on 500 symbols (target <= 50 ms): the read
 * model's active alerts, one quote per symbol through the market cache (warm, as every tick but
 * the first after the 30 s quote TTL), one daily history per symbol a technical alert watches,
 * and the pure decisions. Then the same tick when 1% of the alerts fire (100 commands through
 * the decider, appended and projected).
 */
import type { MarketQuote, PriceRow } from '@folio/contracts';
import type { AlertDoc } from '../backend/src/alerts/projection.ts';
import { ALERTS } from '../backend/src/alerts/projection.ts';
import { CachedMarketData } from '../backend/src/market/cache.ts';
import type { MarketDataProvider } from '../backend/src/market/provider.ts';
import { PriceOverrides } from '../backend/src/market/price-overrides.ts';
import { createTestApp } from '../backend/src/testing/test-app.ts';
import { report } from './support.ts';

const ALERT_COUNT = 10_000;
const SYMBOLS = Array.from({ length: 500 }, (_, index) => `S${String(index).padStart(3, '0')}`);

/** Synthetic quotes and a year of bars for 500 made-up symbols, so the universe is as large as asked. */
const synthetic: MarketDataProvider = {
  source: 'demo',
  async quote(symbol: string): Promise<MarketQuote> {
    const price = 100 + (Number(symbol.slice(1)) % 50);
    return {
      symbol, currentPrice: price, previousClose: price - 0.5, dayChange: 0.5, dayChangePercent: 0.5, open: price, dayHigh: price + 1, dayLow: price - 1,
      volume: 1_000_000, marketTime: new Date().toISOString(),
    };
  },
  async fundamentals() {
    throw new Error('not used');
  },
  async history(symbol: string): Promise<readonly PriceRow[]> {
    const seed = Number(symbol.slice(1));
    return Array.from({ length: 280 }, (_, index) => {
      const c = 100 + 10 * Math.sin((index + seed) / 9) + index * 0.02;
      return { t: new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toISOString().slice(0, 10), o: c, h: c + 1, l: c - 1, c, v: 1_000_000 };
    });
  },
  async profile(symbol: string) {
    return { symbol, name: symbol, sector: null, industry: null, currency: 'USD' } as never;
  },
};

function alertDoc(index: number, ownerId: string): AlertDoc {
  const symbol = SYMBOLS[index % SYMBOLS.length]!;
  const kind = index % 20;
  const base = {
    _id: `bench-${index}`, ownerId, symbol, channel: 'IN_APP' as const, listId: null, isActive: true, createdAt: '2026-01-01T00:00:00.000Z',
    lastTriggeredAt: null, armed: true, lastFired: null, condition: null, targetPrice: null, percentChange: null, criticalOnly: null,
    technicalIndicator: null, technicalCondition: null, technicalValue: null, technicalSignal: null,
  };
  // 70% price, 20% daily move, 10% technical (every indicator and condition in turn); none met.
  if (kind < 14) return { ...base, type: 'PRICE', condition: 'ABOVE', targetPrice: 10_000 };
  if (kind < 18) return { ...base, type: 'PERCENT_MOVE', percentChange: 50 };
  const indicators = ['RSI', 'MACD', 'MACD_SIGNAL', 'MACD_HISTOGRAM', 'MACD_CROSSOVER', 'SMA_20', 'EMA_20', 'PRICE_VS_SMA', 'PRICE_VS_EMA'] as const;
  const conditions = ['ABOVE', 'BELOW', 'CROSSES_ABOVE', 'CROSSES_BELOW'] as const;
  const condition = conditions[index % 4]!;
  return {
    ...base, type: 'TECHNICAL_ANALYSIS', technicalIndicator: indicators[index % 9]!, technicalCondition: condition,
    technicalValue: condition === 'BELOW' ? -1e9 : 1e9, technicalSignal: 'SELL',
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run() {
  const prices = new PriceOverrides();
  const market = new CachedMarketData(prices.wrap(synthetic), { policy: { budget: null, ttlMs: { quote: 3_600_000, fundamentals: 3_600_000, history: 3_600_000, profile: 3_600_000 } } });
  const app = await createTestApp({ market });
  try {
    const owners = await Promise.all(Array.from({ length: 10 }, () => app.signUp()));
    const docs = app.stores.readStore.collection<AlertDoc>(ALERTS);
    for (let index = 0; index < ALERT_COUNT - 100; index++) await docs.upsert(alertDoc(index, owners[index % 10]!.userId));
    // 100 real alerts (events and all) that a price move will fire.
    for (let index = 0; index < 100; index++) {
      const owner = owners[index % 10]!;
      await app.request('POST', '/api/alerts', { token: owner.token, body: { symbol: SYMBOLS[index]!, type: 'PRICE', condition: 'ABOVE', targetPrice: 5_000 } });
    }

    let started = performance.now();
    const first = await app.alerts.evaluate();
    const coldMs = performance.now() - started;
    const warm: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 20; i++) {
      started = performance.now();
      const before = process.cpuUsage();
      await app.alerts.evaluate();
      const used = process.cpuUsage(before);
      warm.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }

    for (let index = 0; index < 100; index++) {
      prices.set(SYMBOLS[index]!, 6_000);
      market.forget(SYMBOLS[index]!);
    }
    await app.alerts.evaluate(); // refills the 100 quotes (and fires)
    for (let index = 0; index < 100; index++) prices.set(SYMBOLS[index]!, 4_000);
    for (let index = 0; index < 100; index++) market.forget(SYMBOLS[index]!);
    await app.alerts.evaluate(); // re-arms
    for (let index = 0; index < 100; index++) prices.set(SYMBOLS[index]!, 6_000);
    for (let index = 0; index < 100; index++) market.forget(SYMBOLS[index]!);
    started = performance.now();
    const firing = await app.alerts.evaluate();
    const firingMs = performance.now() - started;

    report('Alert evaluation tick: 10,000 active alerts on 500 symbols', {
      'alerts evaluated / symbols': `${first.alertsEvaluated.toLocaleString('en-US')} / ${first.symbols}`,
      'first tick (cold quote cache)': `${coldMs.toFixed(1)} ms`,
      'tick, warm cache (median of 20)': `${median(warm).toFixed(1)} ms (target <= 50 ms)`,
      'tick, warm cache, CPU time (median)': `${median(cpu).toFixed(1)} ms (the process's, so a busy machine inflates it less)`,
      'tick, warm cache (worst of 20)': `${Math.max(...warm).toFixed(1)} ms`,
      'tick where 100 alerts fire': `${firingMs.toFixed(1)} ms (${firing.triggered} AlertTriggered appended and projected)`,
    });
  } finally {
    await app.close();
  }
}

if (import.meta.main) await run();
