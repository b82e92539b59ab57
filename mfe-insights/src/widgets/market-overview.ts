/** Rows of the market overview widget (dashboard-news-tools.md sections 2 and 3). */
import { type MarketOverview } from '@folio/contracts';
import { formatCryptoPrice, formatCurrency, formatPercent } from '@folio/shell-kit';

export interface OverviewRow {
  symbol: string;
  name: string;
  price: string;
  change: string;
  changePercent: string;
  rising: boolean;
  ytd: string;
  threeYear: string;
}

export interface OverviewSection {
  title: 'Indices' | 'Commodities' | 'Crypto';
  rows: OverviewRow[];
}

/** Crypto trades around the clock: its change is over 24 hours, and Bitcoin has no decimals. */
export function overviewSections(overview: MarketOverview): OverviewSection[] {
  const plain = (items: MarketOverview['indices']): OverviewRow[] =>
    items.map((item) => ({
      symbol: item.symbol,
      name: item.name,
      price: formatCurrency(item.price),
      change: formatCurrency(item.change),
      changePercent: formatPercent(item.changePercent),
      rising: item.change >= 0,
      ytd: formatPercent(item.ytdChangePercent),
      threeYear: formatPercent(item.threeYearChangePercent),
    }));
  const sections: OverviewSection[] = [
    { title: 'Indices', rows: plain(overview.indices) },
    { title: 'Commodities', rows: plain(overview.commodities) },
    {
      title: 'Crypto',
      rows: overview.crypto.map((item) => ({
        symbol: item.symbol,
        name: item.name,
        price: formatCryptoPrice(item.symbol, item.price),
        change: formatCryptoPrice(item.symbol, item.change24h),
        changePercent: formatPercent(item.changePercent24h),
        rising: item.change24h >= 0,
        ytd: formatPercent(item.ytdChangePercent),
        threeYear: formatPercent(item.threeYearChangePercent),
      })),
    },
  ];
  return sections.filter((section) => section.rows.length > 0);
}

export function indicatorsLink(symbol: string): string {
  return `/indicators?symbol=${encodeURIComponent(symbol)}`;
}
