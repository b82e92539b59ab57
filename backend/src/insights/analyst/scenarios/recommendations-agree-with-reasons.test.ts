/**
 * Issue 14 item 5: properties of the offline stock verdict over generated holdings (a seeded
 * generator, so a failure names the seed and case that reproduce it; fast-check is not installed).
 * - a holding above the max position size is never a buy (it is a trim, type sell);
 * - with everything else fixed, a heavier holding is never rated more favourably than a lighter one;
 * - a trim is whole shares for stocks (at most 6 decimals for crypto) and leaves the position at or
 *   under the max, and one unit less would not;
 * - every cited reason agrees with the action, or is labelled as counting against it.
 */
import { describe, expect, it } from 'vitest';
import { isCryptoSymbol, tradeQuantity, type StockFacts } from '../facts.ts';
import { signalsOf } from '../offline-signals.ts';
import { AGAINST_PREFIX, offlineStockVerdict, trimQuantity } from '../offline-stock.ts';
import { generated, rng, technicals, withWeight } from './generated-facts.ts';

const TYPE_RANK: Record<string, number> = { buy: 2, hold: 1, sell: 0 };
const CASES = 2_000;
const SEED = 20261125;

describe('recommendations agree with their reasons (generated portfolios, seed ' + SEED + ')', () => {
  it('never rates a holding above the max position size a buy (nor a hold): it is a trim', () => {
    const r = rng(SEED);
    let overweight = 0;
    for (let i = 0; i < CASES; i++) {
      const facts = generated(r);
      const p = facts.position;
      if (!(p.held && p.weight > p.maxPositionSize)) continue;
      overweight++;
      const verdict = offlineStockVerdict(facts);
      expect(verdict.type, `case ${i}: ${facts.symbol} at ${p.weight}% (max ${p.maxPositionSize}%)`).toBe('sell');
      expect(verdict.title).toBe(`Trim ${facts.symbol}: above max position size`);
    }
    expect(overweight).toBeGreaterThan(CASES / 4);
  });

  it('ranks a heavier holding no more favourably than a lighter one with the same signals', () => {
    const r = rng(SEED + 1);
    for (let i = 0; i < CASES; i++) {
      const base = generated(r);
      const others = r.between(0, 45);
      const max = base.position.maxPositionSize;
      const weights = [r.between(0.5, max * 2.5), r.between(0.5, max * 2.5)].sort((a, b) => a - b);
      const held = { ...base, position: { ...base.position, held: true } };
      const [light, heavy] = weights.map((w) => offlineStockVerdict(withWeight(held, w, others)));
      const where = `case ${i}: ${base.symbol} at ${weights[0]!.toFixed(2)}% (${light!.type} ${light!.confidence}) vs ${weights[1]!.toFixed(2)}% (${heavy!.type} ${heavy!.confidence}), max ${max}%`;
      expect(TYPE_RANK[heavy!.type]!, where).toBeLessThanOrEqual(TYPE_RANK[light!.type]!);
      if (heavy!.type === light!.type && heavy!.type === 'sell') expect(heavy!.confidence, where).toBeGreaterThanOrEqual(light!.confidence);
      if (heavy!.type === light!.type && heavy!.type === 'buy') expect(heavy!.confidence, where).toBeLessThanOrEqual(light!.confidence);
    }
  });

  it('trims whole shares of a stock (6 decimals at most for crypto), just enough to end at or under the max', () => {
    const r = rng(SEED + 2);
    let checked = 0;
    for (let i = 0; i < CASES; i++) {
      const facts = generated(r);
      const p = facts.position;
      if (!(p.held && p.weight > p.maxPositionSize)) continue;
      checked++;
      const shares = trimQuantity(facts);
      const unit = isCryptoSymbol(facts.symbol) ? 1e-6 : 1;
      const where = `case ${i}: ${facts.symbol} ${p.quantity} held at ${facts.price}, ${p.weight}% of ${p.listValue} (max ${p.maxPositionSize}%): trim ${shares}`;
      expect(Math.abs(shares / unit - Math.round(shares / unit)), where).toBeLessThan(1e-6);
      expect(shares, where).toBeLessThanOrEqual(p.quantity);
      const after = ((p.value - shares * facts.price!) / p.listValue) * 100;
      expect(after, where).toBeLessThanOrEqual(p.maxPositionSize + 1e-9);
      if (shares < p.quantity) expect(((p.value - (shares - unit) * facts.price!) / p.listValue) * 100, where).toBeGreaterThan(p.maxPositionSize - 1e-9);
      const action = offlineStockVerdict(facts).actionItems[0]!;
      expect(action, where).toContain(`Trim ${shares} share`);
    }
    expect(checked).toBeGreaterThan(CASES / 4);
  });

  it('cites every reason either for the action or labelled as against it, never as support for the opposite', () => {
    const BULLISH = /oversold|Golden cross|undervalued|attractive for its growth|crossed above|above the 200-day average|near the low|meets the|is within the/;
    const BEARISH = /overbought|Death cross|richly valued|: overvalued|fully priced|expensive for its growth|crossed below|below the 200-day average|near the high|is below the .* minimum|is above the .* limit|max position size|concentration above/;
    const r = rng(SEED + 3);
    const seen = new Set<string>();
    for (let i = 0; i < CASES; i++) {
      const facts = generated(r);
      const verdict = offlineStockVerdict(facts);
      seen.add(verdict.type);
      const signals = signalsOf(facts);
      const cited = verdict.reasoning.filter((reason) => !reason.startsWith('Risk ') && !reason.startsWith('News: ') && reason !== 'Too little market data to form a view');
      expect(cited.length, `case ${i}`).toBe(signals.length);
      for (const reason of cited) {
        const against = reason.startsWith(AGAINST_PREFIX);
        const text = against ? reason.slice(AGAINST_PREFIX.length) : reason;
        const signal = signals.find((s) => s.text === text);
        const where = `case ${i}: ${verdict.type} ${facts.symbol} cites "${reason}"`;
        expect(signal, where).toBeDefined();
        if (verdict.type === 'buy') expect(against, where).toBe(signal!.points < 0);
        if (verdict.type === 'sell') expect(against, where).toBe(signal!.points > 0);
        if (verdict.type === 'hold') expect(against, where).toBe(false);
        // Independently of the points: the words of an unlabelled reason fit the action.
        if (!against && verdict.type === 'buy') expect(text, where).not.toMatch(BEARISH);
        if (!against && verdict.type === 'sell') expect(text, where).not.toMatch(BULLISH);
      }
      // The headline's "Strongest:" is a reason for the call.
      const strongest = /Strongest: (.*)\.$/.exec(verdict.description)?.[1];
      if (strongest && verdict.type !== 'hold') expect(cited.some((c) => !c.startsWith(AGAINST_PREFIX) && c.startsWith(strongest)), `case ${i}: ${verdict.description}`).toBe(true);
    }
    expect([...seen].sort()).toEqual(['buy', 'hold', 'sell']);
  });
});

describe('the reported cases', () => {
  // From issue 14: NVDA at 10.5% was a BUY "because" it was above the 10% max; AAPL at 14.7% was a
  // HOLD while MSFT at 12.7% was a SELL; a trim was "about 9.619 shares".
  const bullish = (symbol: string, weight: number, price = 180): StockFacts => {
    const r = rng(1);
    const base = generated(r);
    return withWeight({
      ...base, symbol, name: symbol, price,
      technicals: { ...technicals(r, price)!, rsi: 25, maCross: { kind: 'golden', barsAgo: 3 }, macdCross: { direction: 'bullish', barsAgo: 1 } },
      fundamentals: { ...base.fundamentals, sector: 'Technology', metrics: [], peg: { value: 0.8, assessment: 'Attractive' }, pe: null },
      position: { ...base.position, held: true, maxPositionSize: 10, listValue: 100_000 },
    }, weight, 20);
  };

  it('a bullish NVDA at 10.5% is a trim of whole shares, with its bullish signals labelled as against it', () => {
    const verdict = offlineStockVerdict(bullish('NVDA', 10.5));
    expect(verdict.type).toBe('sell');
    expect(verdict.reasoning[0]).toBe('Position is 10.5% of the list, above the 10% max position size');
    expect(verdict.reasoning.filter((r) => /Golden cross|oversold/.test(r)).every((r) => r.startsWith(AGAINST_PREFIX))).toBe(true);
    expect(verdict.actionItems[0]).toMatch(/^Trim 3 shares \(about \$540\.00\) to bring NVDA to 9\.96% of the list, within the 10% max$/);
    expect(verdict.targetPrice).toBeNull();
  });

  it('AAPL at 14.7% is rated no better than MSFT at 12.7% with the same signals', () => {
    const aapl = offlineStockVerdict(bullish('AAPL', 14.7));
    const msft = offlineStockVerdict(bullish('MSFT', 12.7));
    expect([aapl.type, msft.type]).toEqual(['sell', 'sell']);
    expect(aapl.confidence).toBeGreaterThanOrEqual(msft.confidence);
  });

  it('trade quantities: whole shares for stocks and ETFs, 6 decimals for crypto', () => {
    expect(tradeQuantity(1731.4, 180, 'NVDA', 'up')).toBe(10);
    expect(tradeQuantity(1731.4, 180, 'VTI', 'down')).toBe(9);
    expect(tradeQuantity(1800, 180, 'NVDA', 'up')).toBe(10);
    expect(tradeQuantity(1000, 97_123.45, 'BTC-USD', 'up')).toBe(0.010297);
    expect(tradeQuantity(1000, 97_123.45, 'BTC-USD', 'down')).toBe(0.010296);
    expect(tradeQuantity(5000, 100, 'AAPL', 'up', 12.5)).toBe(12.5);
    expect(tradeQuantity(100, null, 'AAPL', 'up')).toBe(0);
  });
});
