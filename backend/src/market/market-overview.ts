/**
 * The dashboard's market overview: major indices, gold and crude oil futures, and crypto, each
 * with its day (or 24-hour) change, year-to-date and three-year change. Instruments that cannot
 * be fetched are left out rather than failing the widget.
 */
import {
  subtractMonths,
  toIsoDate,
  type CryptoOverviewItem,
  type MarketOverview,
  type MarketOverviewItem,
  type PriceRow,
} from '@folio/contracts';
import type { CachedMarketData } from './cache.ts';

export interface OverviewInstrument {
  symbol: string;
  name: string;
}

export const OVERVIEW_INSTRUMENTS = {
  indices: [
    { symbol: '^DJI', name: 'Dow Jones' },
    { symbol: '^IXIC', name: 'Nasdaq' },
    { symbol: '^GSPC', name: 'S&P 500' },
    { symbol: '^RUT', name: 'Russell 2000' },
    { symbol: '000001.SS', name: 'Shanghai' },
    { symbol: '^N100', name: 'Euronext 100' },
    { symbol: '^N225', name: 'Nikkei 225' },
  ],
  commodities: [
    { symbol: 'GC=F', name: 'Gold' },
    { symbol: 'CL=F', name: 'Crude Oil' },
  ],
  crypto: [
    { symbol: 'BTC-USD', name: 'Bitcoin' },
    { symbol: 'ETH-USD', name: 'Ethereum' },
    { symbol: 'SOL-USD', name: 'Solana' },
    { symbol: 'XRP-USD', name: 'XRP' },
  ],
} as const satisfies Record<string, readonly OverviewInstrument[]>;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Last close strictly before a date ('YYYY-MM-DD'), scanning back from the end. */
function closeBefore(rows: readonly PriceRow[], date: string): number | null {
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i]!.t < date) return rows[i]!.c;
  return null;
}

function percentChange(price: number, reference: number | null): number | null {
  return reference === null || reference === 0 ? null : round2(((price - reference) / reference) * 100);
}

interface Snapshot {
  symbol: string;
  name: string;
  price: number;
  change: number;
  changePercent: number;
  ytdChangePercent: number | null;
  threeYearChangePercent: number | null;
  stale: boolean;
}

async function snapshot(market: CachedMarketData, instrument: OverviewInstrument, now: Date): Promise<Snapshot> {
  const threeYearsAgo = subtractMonths(now, 36);
  const [quote, history] = await Promise.all([
    market.quote(instrument.symbol),
    // A little before three years ago, so the reference close exists across weekends and holidays.
    market.history(instrument.symbol, {
      from: new Date(threeYearsAgo.getTime() - 10 * 86_400_000),
      to: now,
      interval: '1d',
    }),
  ]);
  const q = quote.value;
  const yearStart = `${now.getUTCFullYear()}-01-01`;
  // The close on the three-years-ago day counts, so look strictly before the day after.
  const dayAfter = toIsoDate(new Date(threeYearsAgo.getTime() + 86_400_000));
  return {
    symbol: instrument.symbol,
    name: instrument.name,
    price: q.currentPrice,
    change: q.dayChange,
    changePercent: q.dayChangePercent,
    ytdChangePercent: percentChange(q.currentPrice, closeBefore(history.value, yearStart)),
    threeYearChangePercent: percentChange(q.currentPrice, closeBefore(history.value, dayAfter)),
    stale: quote.stale || history.stale,
  };
}

async function snapshots(market: CachedMarketData, instruments: readonly OverviewInstrument[], now: Date) {
  const settled = await Promise.allSettled(instruments.map((instrument) => snapshot(market, instrument, now)));
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

const asItem = ({ stale: _stale, ...item }: Snapshot): MarketOverviewItem => item;

function asCrypto({ change, changePercent, stale: _stale, ...rest }: Snapshot): CryptoOverviewItem {
  return { ...rest, change24h: change, changePercent24h: changePercent };
}

export async function marketOverview(market: CachedMarketData, now: Date): Promise<MarketOverview> {
  const [indices, commodities, crypto] = await Promise.all([
    snapshots(market, OVERVIEW_INSTRUMENTS.indices, now),
    snapshots(market, OVERVIEW_INSTRUMENTS.commodities, now),
    snapshots(market, OVERVIEW_INSTRUMENTS.crypto, now),
  ]);
  const all = [...indices, ...commodities, ...crypto];
  return {
    indices: indices.map(asItem),
    commodities: commodities.map(asItem),
    crypto: crypto.map(asCrypto),
    lastRefresh: now.toISOString(),
    source: market.source,
    stale: all.some((item) => item.stale),
  };
}
