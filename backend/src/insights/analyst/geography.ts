/**
 * Where a holding is listed or headquartered, for the geographic allocation. Market data carries
 * no country, so this is a rule: exchange suffixes, a short list of well-known foreign companies
 * traded in the US, crypto and futures by their symbol shape; everything else counts as US.
 */
const SUFFIXES: Readonly<Record<string, string>> = {
  L: 'United Kingdom', TO: 'Canada', V: 'Canada', DE: 'Germany', F: 'Germany', PA: 'France', AS: 'Netherlands',
  MI: 'Italy', MC: 'Spain', SW: 'Switzerland', ST: 'Sweden', CO: 'Denmark', OL: 'Norway', HE: 'Finland',
  HK: 'Hong Kong', SS: 'China', SZ: 'China', T: 'Japan', KS: 'South Korea', TW: 'Taiwan', AX: 'Australia',
  NS: 'India', BO: 'India', SA: 'Brazil', MX: 'Mexico',
};

const FOREIGN_LISTINGS: Readonly<Record<string, string>> = {
  TSM: 'Taiwan', ASML: 'Netherlands', SAP: 'Germany', SONY: 'Japan', TM: 'Japan', BABA: 'China', JD: 'China',
  PDD: 'China', BIDU: 'China', NIO: 'China', SPOT: 'Sweden', SHOP: 'Canada', NVO: 'Denmark', BP: 'United Kingdom',
  SHEL: 'United Kingdom', AZN: 'United Kingdom', HSBC: 'United Kingdom', UL: 'United Kingdom', TTE: 'France',
  NVS: 'Switzerland', RY: 'Canada', TD: 'Canada', INFY: 'India', HDB: 'India', MELI: 'Argentina', SE: 'Singapore',
};

export function regionOf(symbol: string): string {
  const s = symbol.toUpperCase();
  if (s.endsWith('-USD')) return 'Crypto';
  if (s.endsWith('=F')) return 'Commodities';
  const dot = s.lastIndexOf('.');
  if (dot > 0) {
    const region = SUFFIXES[s.slice(dot + 1)];
    if (region) return region;
  }
  return FOREIGN_LISTINGS[s] ?? 'United States';
}

/** Market-cap buckets as commonly drawn (US dollars). */
export function marketCapBucket(marketCap: number | null): string {
  if (marketCap === null || marketCap <= 0) return 'Unknown';
  if (marketCap >= 200e9) return 'Mega cap (200B+)';
  if (marketCap >= 10e9) return 'Large cap (10B-200B)';
  if (marketCap >= 2e9) return 'Mid cap (2B-10B)';
  if (marketCap >= 300e6) return 'Small cap (300M-2B)';
  return 'Micro cap (<300M)';
}
