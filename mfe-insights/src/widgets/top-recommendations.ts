/**
 * The Top AI Recommendations panel's rules (dashboard-news-tools.md sections 2, 4, 5 and 9): the
 * filter from contracts (not neutral or hold, confidence at least 0.7, ACTIVE), at most 5, most
 * confident first then risk high, medium, low; reasoning cut to 20 words (25 on mobile).
 */
import { isPortfolioWide, topRecommendations, type Recommendation } from '@folio/contracts';

export const WORD_LIMIT = { desktop: 20, mobile: 25 } as const;

/**
 * The items shown. `justDone` are items marked Done in this view: they stay, with a Done badge,
 * until the next refresh hides them.
 */
export function topItems(items: readonly Recommendation[], justDone: ReadonlySet<string> = new Set()): Recommendation[] {
  const doneHere = new Set(items.filter((item) => justDone.has(item.id) && item.status === 'DONE').map((item) => item.id));
  return topRecommendations(items, undefined, doneHere);
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
