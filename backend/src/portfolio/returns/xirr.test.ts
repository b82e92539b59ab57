import { describe, expect, it } from 'vitest';
import { toDay } from '../../shared/days.ts';
import { seeded } from './test-fixtures.ts';
import { xirr, xirrByDay, type DatedFlow } from './xirr.ts';

/** NPV at `rate`, actual/365 from the earliest date: the quantity XIRR zeroes. */
function npv(flows: DatedFlow[], rate: number): number {
  const first = Math.min(...flows.map((flow) => toDay(flow.date)));
  return flows.reduce((sum, flow) => sum + flow.amount / (1 + rate) ** ((toDay(flow.date) - first) / 365), 0);
}

describe('XIRR', () => {
  it("matches Excel's XIRR documentation example", () => {
    // Excel: XIRR of these flows = 0.373362535 (37.34%). Excel stops iterating at its own tolerance;
    // the exact root is 0.3733625335188 (NPV there is 0 to 1e-12; at Excel's figure it is -8.6e-6),
    // so agreement is checked to 8 decimals.
    const flows: DatedFlow[] = [
      { date: '2008-01-01', amount: -10000 },
      { date: '2008-03-01', amount: 2750 },
      { date: '2008-10-30', amount: 4250 },
      { date: '2009-02-15', amount: 3250 },
      { date: '2009-04-01', amount: 2750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 8);
    expect(xirr(flows)).toBeCloseTo(0.3733625335188, 12);
    // Order does not matter, and a flow split in two on the same day is the same flow.
    const shuffled = [flows[3]!, flows[0]!, { date: '2008-10-30', amount: 4000 }, flows[4]!, { date: '2008-10-30', amount: 250 }, flows[1]!];
    expect(xirr(shuffled)).toBeCloseTo(0.3733625335188, 12);
  });

  it('is the plain return for one year between two flows', () => {
    // 2021-01-01 -> 2022-01-01 is 365 days (t = 1): -1000 + 1100 / (1 + r) = 0 -> r = 10%.
    expect(xirr([{ date: '2021-01-01', amount: -1000 }, { date: '2022-01-01', amount: 1100 }])).toBeCloseTo(0.1, 12);
  });

  it('solves a two-year case by hand', () => {
    // -1000 at t = 0, -1000 at t = 1, +3600 at t = 2 (2021-01-01, 2022-01-01, 2023-01-01; 365 days apart).
    // With x = 1 + r: 1000 x^2 + 1000 x - 3600 = 0 -> x = (-1 + sqrt(1 + 14.4)) / 2 = 1.4621416 -> r = 46.214%.
    const flows = [
      { date: '2021-01-01', amount: -1000 },
      { date: '2022-01-01', amount: -1000 },
      { date: '2023-01-01', amount: 3600 },
    ];
    expect(xirr(flows)).toBeCloseTo((-1 + Math.sqrt(15.4)) / 2 - 1, 10);
  });

  it('reaches extreme rates through the bracketed fallback', () => {
    // -1000 then +1 a year later: r = 1/1000 - 1 = -99.9%. Newton from +10% jumps below -100% at once.
    expect(xirr([{ date: '2021-01-01', amount: -1000 }, { date: '2022-01-01', amount: 1 }])).toBeCloseTo(-0.999, 10);
    // -1 then +1,000,000 a year later: r = 999,999 (a million-fold).
    expect(xirr([{ date: '2021-01-01', amount: -1 }, { date: '2022-01-01', amount: 1e6 }])! / 999_999).toBeCloseTo(1, 9);
  });

  it('finds the root nearest the guess when flows change sign twice', () => {
    // -100 + 230 v - 132 v^2 = 0 with v = 1/(1+r): v = 1/1.1 or 1/1.2 -> r = 10% or 20%.
    //   Check at 10%: -100 + 209.0909 - 109.0909 = 0; at 20%: -100 + 191.6667 - 91.6667 = 0.
    const flows = [
      { date: '2021-01-01', amount: -100 },
      { date: '2022-01-01', amount: 230 },
      { date: '2023-01-01', amount: -132 },
    ];
    expect(xirr(flows, 0.05)).toBeCloseTo(0.1, 10);
    expect(xirr(flows, 0.3)).toBeCloseTo(0.2, 10);
  });

  it('returns null when no rate balances the flows', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ date: '2021-01-01', amount: -100 }, { date: '2022-01-01', amount: -5 }])).toBeNull(); // no sign change
    expect(xirr([{ date: '2021-01-01', amount: 0 }, { date: '2022-01-01', amount: 0 }])).toBeNull();
    // -100 + 50 v - 100 v^2 = 0 has no real root (50^2 - 4 x 100 x 100 < 0) although the signs change.
    const noRoot = [
      { date: '2021-01-01', amount: -100 },
      { date: '2022-01-01', amount: 50 },
      { date: '2023-01-01', amount: -100 },
    ];
    expect(xirr(noRoot)).toBeNull();
    // Everything on one day: NPV is the same at every rate.
    expect(xirrByDay([10, 10], [-100, 110])).toBeNull();
  });

  it('zeroes the NPV of thousands of random flows', () => {
    const random = seeded(7);
    const flows: DatedFlow[] = [];
    for (let i = 0; i < 3000; i++) {
      const day = toDay('2015-01-01') + Math.floor(random() * 3650);
      flows.push({ date: new Date(day * 86_400_000).toISOString().slice(0, 10), amount: -random() * 1000 });
    }
    flows.push({ date: '2025-01-01', amount: 2_500_000 });
    const rate = xirr(flows)!;
    expect(rate).not.toBeNull();
    expect(Math.abs(npv(flows, rate))).toBeLessThan(1e-6);
  });
});
