import type { MarketOverview } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { indicatorsLink, overviewSections } from './market-overview.ts';

const overview: MarketOverview = {
  indices: [{ symbol: '^GSPC', name: 'S&P 500', price: 5123.4, change: -12.5, changePercent: -0.24, ytdChangePercent: 7.1, threeYearChangePercent: null }],
  commodities: [],
  crypto: [
    { symbol: 'BTC-USD', name: 'Bitcoin', price: 64321.77, change24h: 812.3, changePercent24h: 1.28, ytdChangePercent: null, threeYearChangePercent: null },
    { symbol: 'ETH-USD', name: 'Ethereum', price: 3120.456, change24h: -5, changePercent24h: -0.16, ytdChangePercent: null, threeYearChangePercent: null },
  ],
  lastRefresh: '2026-11-21T10:00:00.000Z',
  source: 'demo',
  stale: false,
};

describe('market overview rows', () => {
  it('drops empty sections and formats indices with a signed percent', () => {
    const sections = overviewSections(overview);
    expect(sections.map((section) => section.title)).toEqual(['Indices', 'Crypto']);
    expect(sections[0]!.rows[0]).toMatchObject({ price: '$5,123.40', changePercent: '-0.24%', rising: false, ytd: '+7.10%', threeYear: 'N/A' });
  });

  it('uses the 24-hour change for crypto and shows Bitcoin without decimals', () => {
    const [btc, eth] = overviewSections(overview)[1]!.rows;
    expect(btc).toMatchObject({ price: '$64,322', changePercent: '+1.28%', rising: true });
    expect(eth).toMatchObject({ price: '$3,120.46', rising: false });
  });

  it('links an item to its indicators chart', () => {
    expect(indicatorsLink('^GSPC')).toBe('/indicators?symbol=%5EGSPC');
  });
});
