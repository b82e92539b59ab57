/**
 * The Top AI Recommendations panel's rules (dashboard-news-tools.md sections 2, 4, 5 and 9): the
 * filter from contracts (not neutral or hold, confidence at least 0.7, ACTIVE), at most 5, most
 * confident first then risk high, medium, low; reasoning cut to 20 words (25 on mobile).
 */
import {
  confidenceFraction,
  isPortfolioWide,
  isTopRecommendation,
  TOP_RECOMMENDATIONS_MAX,
  type Recommendation,
} from '@folio/contracts';

export const WORD_LIMIT = { desktop: 20, mobile: 25 } as const;

const RISK_ORDER: Record<string, number> = { high: 0, medium: 1, low: 2 };

/**
 * The items shown. `justDone` are items marked Done in this view: they stay, with a Done badge,
 * until the next refresh hides them.
 */
export function topItems(items: readonly Recommendation[], justDone: ReadonlySet<string> = new Set()): Recommendation[] {
  return items
    .filter((item) => isTopRecommendation(justDone.has(item.id) && item.status === 'DONE' ? { ...item, status: 'ACTIVE' } : item))
    .sort(
      (a, b) =>
        confidenceFraction(b.confidence) - confidenceFraction(a.confidence) ||
        (RISK_ORDER[a.riskLevel] ?? 3) - (RISK_ORDER[b.riskLevel] ?? 3) ||
        b.createdAt.localeCompare(a.createdAt),
    )
    .slice(0, TOP_RECOMMENDATIONS_MAX);
}

export function truncateWords(text: string, limit: number): { text: string; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return { text: words.join(' '), truncated: false };
  return { text: `${words.slice(0, limit).join(' ')}...`, truncated: true };
}

/** View Analysis shows when the reasoning was cut and the item is about one stock. */
export function showsViewAnalysis(item: Pick<Recommendation, 'symbol'>, truncated: boolean): boolean {
  return truncated && !isPortfolioWide(item.symbol);
}

/** Where View Analysis goes when the dashboard gives no handler (core.md section 2). */
export function viewAnalysisHref(symbol: string): string {
  return `/investments?symbol=${encodeURIComponent(symbol)}`;
}
