import type { CachedMarketData } from '../market/cache.ts';
import type { PositionDoc } from './projection.ts';

const LOOK_BACK_YEARS = 10;

export interface DateEstimates {
  estimates: { positionId: string; lotId: string; date: string; low: number; high: number }[];
  updated: { positionId: string; symbol: string; date: string; low: number; high: number }[];
  unchanged: { positionId: string; symbol: string; reason: string }[];
}

/**
 * For lots whose purchase date was never given, the most recent trading day of the last ten
 * years whose low-high range contains the purchase price: the latest day the investor could have
 * paid that price. Lots whose price never traded in range keep their date, with the reason said.
 */
export async function estimatePurchaseDates(market: CachedMarketData, positions: PositionDoc[], today: string): Promise<DateEstimates> {
  const result: DateEstimates = { estimates: [], updated: [], unchanged: [] };
  const to = new Date(`${today}T00:00:00Z`);
  const from = new Date(Date.UTC(to.getUTCFullYear() - LOOK_BACK_YEARS, to.getUTCMonth(), to.getUTCDate()));
  for (const position of positions) {
    const undated = position.lots.filter((lot) => lot.date === null || lot.dateDefaulted);
    if (undated.length === 0) continue;
    const history = await market.history(position.symbol, { from, to, interval: '1d' }).catch(() => null);
    if (!history) {
      result.unchanged.push({ positionId: position._id, symbol: position.symbol, reason: 'no price history available' });
      continue;
    }
    for (const lot of undated) {
      const day = [...history.value].reverse().find((row) => row.l <= lot.price && lot.price <= row.h);
      if (!day) {
        result.unchanged.push({ positionId: position._id, symbol: position.symbol, reason: `${lot.price} was outside every day's range in the last ${LOOK_BACK_YEARS} years` });
        continue;
      }
      const estimate = { positionId: position._id, lotId: lot.lotId, date: day.t.slice(0, 10), low: day.l, high: day.h };
      result.estimates.push(estimate);
      result.updated.push({ positionId: position._id, symbol: position.symbol, date: estimate.date, low: day.l, high: day.h });
    }
  }
  return result;
}
