/**
 * Recommendation rules both sides need (core.md sections 3, 5 and 9; dashboard-news-tools.md
 * sections 3 and 5): which items are portfolio-wide, which table an item belongs in, the top
 * recommendations filter, the critical flag and how confidence is shown.
 */

/** Names that make a recommendation portfolio-wide when used as its symbol. */
export const PORTFOLIO_WIDE_NAMES = [
  'Diversification',
  'Rebalance',
  'Interest Rate Sensitivity',
  'Sector Rotation',
  'Risk Management',
  'Market Timing',
  'Asset Allocation',
] as const;

export const PORTFOLIO_SYMBOL_PREFIX = '_PORTFOLIO_';

const wideNames = new Set<string>(PORTFOLIO_WIDE_NAMES.map((name) => name.toLowerCase()));

/** Portfolio-wide: the symbol starts with _PORTFOLIO_, contains a space, or is one of the names above. */
export function isPortfolioWide(symbol: string | null | undefined): boolean {
  if (!symbol) return true;
  return symbol.startsWith(PORTFOLIO_SYMBOL_PREFIX) || symbol.includes(' ') || wideNames.has(symbol.trim().toLowerCase());
}

/** Either field name is used for the type across the two shapes. */
export interface RecommendationLike {
  symbol?: string | null;
  recommendation?: string | null;
  type?: string | null;
  confidence?: number | null;
  status?: string | null;
  priority?: string | null;
  riskLevel?: string | null;
  createdAt?: string | null;
}

export function recommendationType(item: RecommendationLike): string {
  return (item.recommendation ?? item.type ?? '').toLowerCase();
}

const STOCK_TYPES = new Set(['buy', 'sell', 'hold']);

/** Stock recommendations are the non-portfolio-wide buy, sell and hold items; everything else is a portfolio recommendation. */
export function isStockRecommendation(item: RecommendationLike): boolean {
  return !isPortfolioWide(item.symbol) && STOCK_TYPES.has(recommendationType(item));
}

/** The two tables of the recommendations screen. */
export function splitRecommendations<T extends RecommendationLike>(items: readonly T[]): { stock: T[]; portfolio: T[] } {
  const stock: T[] = [];
  const portfolio: T[] = [];
  for (const item of items) (isStockRecommendation(item) ? stock : portfolio).push(item);
  return { stock, portfolio };
}

/** Confidence as a 0-1 fraction; values above 1 are taken as percentages already. */
export function confidenceFraction(confidence: number | null | undefined): number {
  if (typeof confidence !== 'number' || !Number.isFinite(confidence)) return 0;
  return confidence > 1 ? confidence / 100 : confidence;
}

/** Shown as a rounded percent: values at or below 1 are scaled, larger ones shown as they are. */
export function confidencePercent(confidence: number | null | undefined): number {
  if (typeof confidence !== 'number' || !Number.isFinite(confidence)) return 0;
  return Math.round(confidence <= 1 ? confidence * 100 : confidence);
}

export const TOP_RECOMMENDATIONS_MIN_CONFIDENCE = 0.7;
export const TOP_RECOMMENDATIONS_MAX = 5;

/** Not neutral or hold, confidence at least 0.7, status ACTIVE (a missing status counts as ACTIVE). */
export function isTopRecommendation(item: RecommendationLike): boolean {
  const type = recommendationType(item);
  if (type === 'neutral' || type === 'hold') return false;
  if (confidenceFraction(item.confidence) < TOP_RECOMMENDATIONS_MIN_CONFIDENCE) return false;
  return (item.status ?? 'ACTIVE').toUpperCase() === 'ACTIVE';
}

const RISK_ORDER: Record<string, number> = { high: 0, medium: 1, low: 2 };
const riskRank = (item: RecommendationLike) => RISK_ORDER[(item.riskLevel ?? '').toLowerCase()] ?? 3;

/**
 * The dashboard panel's items: the filter above, most confident first, then risk high, medium,
 * low (newest first on full ties), at most 5. `keep` names items that stay although no longer
 * ACTIVE (the panel keeps an item it just marked Done until the next refresh).
 */
export function topRecommendations<T extends RecommendationLike & { id?: string }>(
  items: readonly T[],
  max = TOP_RECOMMENDATIONS_MAX,
  keep: ReadonlySet<string> = new Set(),
): T[] {
  return items
    .filter((item) => isTopRecommendation(item.id !== undefined && keep.has(item.id) ? { ...item, status: 'ACTIVE' } : item))
    .sort(
      (a, b) =>
        confidenceFraction(b.confidence) - confidenceFraction(a.confidence) ||
        riskRank(a) - riskRank(b) ||
        (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
    )
    .slice(0, max);
}

export const CRITICAL_MIN_CONFIDENCE = 0.85;

/** Critical: priority high, confidence at least 0.85, and type buy or sell. */
export function isCritical(item: RecommendationLike): boolean {
  const type = recommendationType(item);
  return (
    (item.priority ?? '').toLowerCase() === 'high' &&
    confidenceFraction(item.confidence) >= CRITICAL_MIN_CONFIDENCE &&
    (type === 'buy' || type === 'sell')
  );
}

export const REASONING_SEPARATOR = '; ';

/** Reasoning arrives as a list or as a string joined by '; '. */
export function reasoningItems(reasoning: string | readonly string[] | null | undefined): string[] {
  if (!reasoning) return [];
  if (typeof reasoning !== 'string') return reasoning.map((item) => item.trim()).filter(Boolean);
  return reasoning
    .split(/;\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function joinReasoning(items: readonly string[]): string {
  return items.map((item) => item.replaceAll(';', ',').trim()).filter(Boolean).join(REASONING_SEPARATOR);
}
