import type { PriceRow } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { basketPerformance } from './performance.ts';

const bar = (t: string, c: number): PriceRow => ({ t, o: c, h: c, l: c, c, v: 1000 });

describe('a smart list performance on a notional of 10,000', () => {
  it('half in a stock that rises 10% and half in one that falls 4%: worth 10,300, PnL +300 (+3%)', () => {
    const history = new Map([
      ['AAA', [bar('2026-02-27', 90), bar('2026-03-02', 100), bar('2026-03-03', 105), bar('2026-03-04', 110)]],
      ['BBB', [bar('2026-03-02', 50), bar('2026-03-03', 49), bar('2026-03-04', 48)]],
    ]);
    const result = basketPerformance({
      members: [{ symbol: 'AAA', weight: 0.5 }, { symbol: 'BBB', weight: 0.5 }],
      history, from: '2026-03-01', to: '2026-03-04',
    });
    // 50 AAA shares at 100 and 100 BBB shares at 50 (the bar before the window is ignored).
    expect(result.timeseries).toEqual([
      { t: '2026-03-02', value: 10_000 },
      { t: '2026-03-03', value: 50 * 105 + 100 * 49 },
      { t: '2026-03-04', value: 10_300 },
    ]);
    expect(result.summary).toEqual({ positions: 2, marketValue: 10_300, pnl: 300, pnlPercent: 3 });
  });

  it('a day one member has no bar values it at its last close', () => {
    const history = new Map([
      ['AAA', [bar('2026-03-02', 10), bar('2026-03-03', 12)]],
      ['CCC', [bar('2026-03-02', 20), bar('2026-03-04', 30)]],
    ]);
    const result = basketPerformance({ members: [{ symbol: 'AAA', weight: 0.5 }, { symbol: 'CCC', weight: 0.5 }], history, from: '2026-03-02', to: '2026-03-04' });
    expect(result.timeseries.map((point) => point.value)).toEqual([10_000, 6_000 + 5_000, 6_000 + 7_500]);
    expect(result.summary.pnlPercent).toBe(35);
  });

  it('a member without prices stays cash; no members is all cash with no series', () => {
    const history = new Map([['AAA', [bar('2026-03-02', 10), bar('2026-03-03', 11)]]]);
    const mixed = basketPerformance({ members: [{ symbol: 'AAA', weight: 0.5 }, { symbol: 'GONE', weight: 0.5 }], history, from: '2026-03-01', to: '2026-03-04' });
    expect(mixed.summary).toEqual({ positions: 2, marketValue: 10_500, pnl: 500, pnlPercent: 5 });
    const empty = basketPerformance({ members: [], history, from: '2026-03-01', to: '2026-03-04' });
    expect(empty.summary).toEqual({ positions: 0, marketValue: 10_000, pnl: 0, pnlPercent: 0 });
    expect(empty.timeseries).toEqual([]);
  });
});
