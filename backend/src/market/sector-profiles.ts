/**
 * How each sector behaves and what its typical fundamentals look like. The offline provider
 * draws prices and fundamentals around these; both providers take sector P/E averages from here
 * because Yahoo does not publish them.
 */

export interface SectorProfile {
  /** Average trailing P/E of the sector. */
  pe: number;
  /** Sensitivity to the market factor. */
  beta: number;
  /** Annual volatility of the company-specific part of returns. */
  vol: number;
  /** Long-run annual price drift (log). */
  drift: number;
  /** Net profit margin, percent. */
  margin: number;
  /** Operating margin, percent. */
  opMargin: number;
  /** Sales growth, percent a year. */
  growth: number;
  /** Dividend yield, percent. */
  dividendYield: number;
  priceToBook: number;
  debtToEquity: number;
  currentRatio: number;
}

export const SECTOR_PROFILES: Readonly<Record<string, SectorProfile>> = {
  Technology: { pe: 32, beta: 1.2, vol: 0.21, drift: 0.13, margin: 22, opMargin: 27, growth: 12, dividendYield: 0.7, priceToBook: 9, debtToEquity: 0.45, currentRatio: 1.8 },
  'Communication Services': { pe: 22, beta: 1.05, vol: 0.195, drift: 0.09, margin: 16, opMargin: 22, growth: 8, dividendYield: 1, priceToBook: 4, debtToEquity: 0.8, currentRatio: 1.2 },
  'Consumer Cyclical': { pe: 25, beta: 1.15, vol: 0.21, drift: 0.1, margin: 8, opMargin: 11, growth: 7, dividendYield: 1, priceToBook: 6, debtToEquity: 1, currentRatio: 1.3 },
  'Consumer Defensive': { pe: 22, beta: 0.6, vol: 0.12, drift: 0.08, margin: 9, opMargin: 13, growth: 4, dividendYield: 2.6, priceToBook: 6, debtToEquity: 0.9, currentRatio: 0.9 },
  'Financial Services': { pe: 15, beta: 1.1, vol: 0.165, drift: 0.09, margin: 25, opMargin: 33, growth: 6, dividendYield: 2.2, priceToBook: 1.8, debtToEquity: 1.5, currentRatio: 1.1 },
  Healthcare: { pe: 24, beta: 0.75, vol: 0.165, drift: 0.1, margin: 14, opMargin: 20, growth: 7, dividendYield: 1.6, priceToBook: 5, debtToEquity: 0.7, currentRatio: 1.5 },
  Energy: { pe: 12, beta: 0.95, vol: 0.21, drift: 0.06, margin: 10, opMargin: 15, growth: 2, dividendYield: 3.6, priceToBook: 2, debtToEquity: 0.4, currentRatio: 1.3 },
  Industrials: { pe: 21, beta: 1, vol: 0.15, drift: 0.09, margin: 10, opMargin: 14, growth: 5, dividendYield: 1.6, priceToBook: 5, debtToEquity: 0.9, currentRatio: 1.3 },
  Utilities: { pe: 18, beta: 0.45, vol: 0.105, drift: 0.06, margin: 13, opMargin: 24, growth: 3, dividendYield: 3.4, priceToBook: 2, debtToEquity: 1.5, currentRatio: 0.8 },
  'Real Estate': { pe: 35, beta: 0.85, vol: 0.15, drift: 0.07, margin: 25, opMargin: 35, growth: 5, dividendYield: 3.5, priceToBook: 2.5, debtToEquity: 1.1, currentRatio: 1 },
  'Basic Materials': { pe: 18, beta: 1.05, vol: 0.18, drift: 0.07, margin: 9, opMargin: 14, growth: 3, dividendYield: 2, priceToBook: 2.5, debtToEquity: 0.5, currentRatio: 1.9 },
};


/** Sector P/E average for a sector name as Yahoo spells it; null for unknown or missing sectors. */
export function sectorPeAverage(sector: string | null | undefined): number | null {
  if (!sector) return null;
  return SECTOR_PROFILES[sector]?.pe ?? null;
}
