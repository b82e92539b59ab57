import type { PriceRow } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { newsDecision, percentMoveDecision, priceDecision, stopLossDecision, technicalDecision, type AlertRule } from './evaluation.ts';
import { latestTechnicalBars, type TechnicalBar } from './technical.ts';

const rule = (changes: Partial<AlertRule>): AlertRule => ({
  symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 200, percentChange: null, criticalOnly: null,
  technicalIndicator: null, technicalCondition: null, technicalValue: null, technicalSignal: null, armed: true, lastFired: null, ...changes,
});
const quote = (price: number, previousClose = 100, tradingDay = '2026-03-02') => ({ price, previousClose, tradingDay });

describe('price alerts across a sequence of polls', () => {
  it('fires once on crossing up, stays quiet while above, re-arms below, fires on the next crossing', () => {
    let alert = rule({});
    const actions: string[] = [];
    for (const price of [190, 199.99, 200, 205, 210, 195, 196, 201]) {
      const decision = priceDecision(alert, quote(price));
      actions.push(decision ? `${decision.action}@${price}` : '-');
      if (decision?.action === 'trigger') alert = { ...alert, armed: false };
      if (decision?.action === 'rearm') alert = { ...alert, armed: true };
    }
    expect(actions).toEqual(['-', '-', 'trigger@200', '-', '-', 'rearm@195', '-', 'trigger@201']);
  });

  it('BELOW fires at or under the target with a message naming price and target', () => {
    const decision = priceDecision(rule({ condition: 'BELOW', targetPrice: 150 }), quote(149.5));
    expect(decision).toEqual({
      action: 'trigger', rule: 'level', observed: { price: 149.5, previousClose: 100, tradingDay: '2026-03-02' },
      message: 'AAPL is at $149.50, below your target of $150.00',
    });
  });
});

describe('daily move alerts', () => {
  const alert = rule({ type: 'PERCENT_MOVE', condition: null, targetPrice: null, percentChange: 5 });
  it('fires on a move of at least the threshold in either direction', () => {
    expect(percentMoveDecision(alert, quote(105))?.action).toBe('trigger');
    expect(percentMoveDecision(alert, quote(94.9))).toMatchObject({ observed: { changePercent: -5.1, tradingDay: '2026-03-02' } });
    expect(percentMoveDecision(alert, quote(104.99))).toBeNull();
  });
  it('does not fire again on the trading day it fired, but does the next day', () => {
    const fired = { ...alert, lastFired: 'day:2026-03-02' };
    expect(percentMoveDecision(fired, quote(110))).toBeNull();
    expect(percentMoveDecision(fired, quote(110, 100, '2026-03-03'))?.action).toBe('trigger');
  });
});

describe('technical alerts', () => {
  const bars = (previous: number, latest: number, indicator = 'RSI'): TechnicalBar[] => [
    { date: '2026-03-01', values: { [indicator]: previous } as TechnicalBar['values'] },
    { date: '2026-03-02', values: { [indicator]: latest } as TechnicalBar['values'] },
  ];
  const ta = (changes: Partial<AlertRule>) =>
    rule({ type: 'TECHNICAL_ANALYSIS', condition: null, targetPrice: null, technicalIndicator: 'RSI', technicalCondition: 'ABOVE', technicalValue: 70, technicalSignal: 'SELL', ...changes });

  it('CROSSES_ABOVE compares the previous and the latest bar', () => {
    const alert = ta({ technicalCondition: 'CROSSES_ABOVE' });
    expect(technicalDecision(alert, bars(68, 72))).toMatchObject({
      action: 'trigger', rule: 'once', observed: { indicator: { name: 'RSI', previous: 68, latest: 72, barDate: '2026-03-02' } },
      message: 'AAPL: RSI crossed above 70 (now 72.00). Signal: SELL',
    });
    expect(technicalDecision(alert, bars(71, 72))).toBeNull();
    expect(technicalDecision({ ...alert, lastFired: 'bar:2026-03-02' }, bars(68, 72))).toBeNull();
  });

  it('CROSSES_BELOW with a threshold of 0 (MACD crossover turning bearish)', () => {
    const alert = ta({ technicalIndicator: 'MACD_CROSSOVER', technicalCondition: 'CROSSES_BELOW', technicalValue: 0, technicalSignal: 'BEARISH' });
    expect(technicalDecision(alert, bars(0.4, -0.1, 'MACD_CROSSOVER'))?.action).toBe('trigger');
    expect(technicalDecision(alert, bars(-0.4, -0.1, 'MACD_CROSSOVER'))).toBeNull();
  });

  it('ABOVE and BELOW are level conditions that re-arm', () => {
    expect(technicalDecision(ta({}), bars(60, 75))?.action).toBe('trigger');
    expect(technicalDecision(ta({ armed: false }), bars(75, 76))).toBeNull();
    expect(technicalDecision(ta({ armed: false }), bars(75, 65))?.action).toBe('rearm');
    expect(technicalDecision(ta({ technicalCondition: 'BELOW', technicalValue: 30 }), bars(35, 25))?.action).toBe('trigger');
  });

  it('every indicator of the spec has a value on a year of real-looking bars', () => {
    const rows: PriceRow[] = Array.from({ length: 260 }, (_, index) => {
      const c = 100 + 10 * Math.sin(index / 9) + index * 0.05;
      const day = new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
      return { t: day, o: c, h: c + 1, l: c - 1, c, v: 1_000_000 };
    });
    const latest = latestTechnicalBars(rows);
    expect(latest).toHaveLength(2);
    for (const [name, value] of Object.entries(latest[1]!.values)) expect(value, name).toEqual(expect.any(Number));
    const last = rows.at(-1)!.c;
    const sma20 = rows.slice(-20).reduce((sum, row) => sum + row.c, 0) / 20;
    expect(latest[1]!.values.SMA_20).toBeCloseTo(sma20, 9);
    expect(latest[1]!.values.PRICE_VS_SMA).toBeCloseTo(((last - sma20) / sma20) * 100, 9);
    expect(latest[1]!.values.MACD_CROSSOVER).toBeCloseTo(latest[1]!.values.MACD! - latest[1]!.values.MACD_SIGNAL!, 12);
  });
});

describe('news alerts', () => {
  const article = { id: 'n1', title: 'Apple recalls', impact: 'medium' as const, companies: ['AAPL'], url: null };
  it('critical only means high impact', () => {
    const alert = rule({ type: 'NEWS', criticalOnly: true });
    expect(newsDecision(alert, article)).toBeNull();
    expect(newsDecision(alert, { ...article, impact: 'high' })).toMatchObject({ message: 'Critical news for AAPL: Apple recalls' });
    expect(newsDecision({ ...alert, criticalOnly: false }, article)?.action).toBe('trigger');
    expect(newsDecision({ ...alert, criticalOnly: false }, { ...article, companies: ['MSFT'] })).toBeNull();
  });
});

describe('stop loss', () => {
  const watch = { ownerId: 'u', listId: 'l', symbol: 'AAPL', costBasisPerShare: 100, thresholdPercent: 20, armed: true };
  it('fires at the threshold below cost basis, once, and re-arms on recovery', () => {
    expect(stopLossDecision(watch, 80.01)).toBeNull();
    expect(stopLossDecision(watch, 80)).toMatchObject({ action: 'trigger', dropPercent: 20 });
    expect(stopLossDecision({ ...watch, armed: false }, 70)).toBeNull();
    expect(stopLossDecision({ ...watch, armed: false }, 85)).toEqual({ action: 'rearm' });
  });
});
