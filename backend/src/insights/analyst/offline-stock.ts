/**
 * The offline analyst's verdict on one stock: the signals' points add up to a score, the score
 * picks buy (>= 2.5), sell (<= -2.5) or hold, except that a holding above the list's max position
 * size is always a sell framed as a trim back to the limit (never buy or hold: its own reason says
 * it is too big). Reasons that point the other way are cited as such. Confidence grows with the score's size, with how
 * one-sided the signals are and with how much data there was. Deterministic: same facts, same verdict.
 */
import type { Priority, RecommendationDraft, RecommendationType } from '@folio/contracts';
import { money, newsCitation, pct, round, tradeQuantity, type StockFacts } from './facts.ts';
import { stockMarkdown } from './offline-markdown.ts';
import { signalsOf, type Signal } from './offline-signals.ts';

export const BUY_SCORE = 2.5;
export const SELL_SCORE = -2.5;
export const HIGH_PRIORITY_SCORE = 5;

export interface Scored {
  score: number;
  signals: Signal[];
  /** |sum| / sum of |points|: 1 when every signal points the same way. */
  agreement: number;
  /** Share of the three data areas (technicals, graded metrics, valuation) that were available. */
  coverage: number;
}

export function scoreOf(facts: StockFacts): Scored {
  const signals = signalsOf(facts);
  const score = round(signals.reduce((sum, s) => sum + s.points, 0), 2);
  const magnitude = signals.reduce((sum, s) => sum + Math.abs(s.points), 0);
  const f = facts.fundamentals;
  const areas = [facts.technicals !== null, f.metrics.length >= 3, f.pe !== null || f.peg !== null];
  return { score, signals, agreement: magnitude ? Math.abs(score) / magnitude : 0, coverage: areas.filter(Boolean).length / areas.length };
}

export function typeOf(score: number): RecommendationType {
  return score >= BUY_SCORE ? 'buy' : score <= SELL_SCORE ? 'sell' : 'hold';
}

/** Held above the list's max position size. */
export const isOverweight = (facts: StockFacts): boolean => facts.position.held && facts.position.weight > facts.position.maxPositionSize;

/** The action: the score's, except that an overweight holding is always a sell (a trim to the limit). */
export function verdictType(facts: StockFacts, score = scoreOf(facts).score): RecommendationType {
  return isOverweight(facts) ? 'sell' : typeOf(score);
}

/**
 * 0.3-0.95 for buy and sell; holds stay in 0.45-0.65 (never strong enough to be a top recommendation).
 * A trim of an overweight holding (`overweightBy`: weight / max - 1) is at least
 * 0.6 + 0.15 x min(1, overweightBy) + 0.05 x coverage, so it grows with the excess.
 */
export function confidenceOf({ score, agreement, coverage }: Scored, overweightBy: number | null = null): number {
  const strength = Math.min(1, Math.abs(score) / 8);
  const scored = round(Math.min(0.95, Math.max(0.3, 0.45 + 0.3 * strength + 0.15 * agreement + 0.05 * coverage)), 2);
  if (overweightBy !== null) {
    const trim = round(0.6 + 0.15 * Math.min(1, overweightBy) + 0.05 * coverage, 2);
    return typeOf(score) === 'sell' ? Math.max(scored, trim) : trim;
  }
  if (typeOf(score) === 'hold') return round(0.45 + 0.15 * (1 - Math.abs(score) / BUY_SCORE) + 0.05 * coverage, 2);
  return scored;
}

function priorityOf(scored: Scored, type: RecommendationType, farOverweight: boolean): Priority {
  // A high score in the direction opposite to the action does not make it urgent.
  const agrees = (type === 'buy' && scored.score > 0) || (type === 'sell' && scored.score < 0);
  if ((agrees && Math.abs(scored.score) >= HIGH_PRIORITY_SCORE) || farOverweight) return 'high';
  if (type !== 'hold') return 'medium';
  return 'low';
}

function targetOf(type: RecommendationType, facts: StockFacts, score: number): { price: number | null; basis: string | null } {
  const { price, technicals: t } = facts;
  // A trim the signals do not call for (score above the sell line) has no price view.
  if (price === null || type === 'hold' || (type === 'sell' && score > SELL_SCORE)) return { price: null, basis: null };
  if (type === 'buy') {
    const high = t?.week52?.high ?? null;
    return high !== null && high > price * 1.05 ? { price: round(high), basis: 'the 52-week high' } : { price: round(price * 1.1), basis: '10% above the current price' };
  }
  const sma200 = t?.sma200 ?? null;
  return sma200 !== null && sma200 < price * 0.95 ? { price: round(sma200), basis: 'the 200-day average' } : { price: round(price * 0.9), basis: '10% below the current price' };
}

function actionsOf(type: RecommendationType, facts: StockFacts, target: string | null): { actions: string[]; impact: string } {
  const { position: p, price, symbol } = facts;
  const actions: string[] = [];
  let impact = 'No change to the portfolio suggested.';
  const cash = p.cashBalance;
  if (p.held && p.weight > p.maxPositionSize && price) {
    // Rounded up (whole shares, crypto to 6 decimals) so the position ends at or under the limit.
    const shares = trimQuantity(facts);
    const proceeds = shares * price;
    const after = p.listValue > 0 ? ((p.value - proceeds) / p.listValue) * 100 : 0;
    actions.push(`Trim ${shares} ${shares === 1 ? 'share' : 'shares'} (about ${money(proceeds)}) to bring ${symbol} to ${pct(after, 2)} of the list, within the ${p.maxPositionSize}% max`);
    impact = `Cuts the position from ${pct(p.weight)} to ${pct(after, 2)} of the list and frees about ${money(proceeds)}.`;
  }
  if (type === 'buy' && p.weight < p.maxPositionSize) {
    const room = ((p.maxPositionSize - p.weight) / 100) * p.listValue;
    if (room > 0) actions.push(`${p.held ? 'Add' : 'Open a position of'} up to ${money(room)} to stay within the ${p.maxPositionSize}% max position size`);
    actions.push(cash !== null && cash > 0 ? `Cash available: ${money(cash)}` : 'No cash recorded for this list: fund the purchase with a deposit or a sale');
    impact = `Adds exposure to ${facts.fundamentals.sector ?? 'this stock'}${p.sectorWeight !== null ? ` (now ${pct(p.sectorWeight)} of the list)` : ''}.`;
  }
  if (type === 'sell' && !p.held) actions.push(`Avoid buying ${symbol} for now; revisit when the signals turn`);
  if (type === 'sell' && p.held && !(p.weight > p.maxPositionSize)) {
    actions.push(`Consider selling ${symbol} or protecting the gain with a stop`);
    impact = `Selling would free about ${money(p.value)} (${pct(p.weight)} of the list).`;
  }
  if (target) actions.push(`Target ${target}`);
  if (type === 'hold') {
    const sma200 = facts.technicals?.sma200;
    actions.push(`Review if RSI leaves the 30-70 band${sma200 ? ` or the price crosses the 200-day average (${money(sma200)})` : ''}`);
  }
  return { actions, impact };
}

/** Shares to sell so an overweight holding ends at or under the max position size (0 if not overweight). */
export function trimQuantity(facts: StockFacts): number {
  const { position: p, price, symbol } = facts;
  if (!isOverweight(facts) || !price) return 0;
  const excess = ((p.weight - p.maxPositionSize) / 100) * p.listValue;
  return tradeQuantity(excess, price, symbol, 'up', p.quantity);
}

/** Does a signal's direction agree with the action? Holds take either side. */
export function supports(type: RecommendationType, points: number): boolean {
  if (type === 'buy') return points > 0;
  if (type === 'sell') return points < 0;
  return true;
}

export const AGAINST_PREFIX = 'Against this call: ';

const TITLES: Record<string, (symbol: string, held: boolean) => string> = {
  buy: (s, held) => (held ? `Add to ${s}` : `Buy ${s}`),
  sell: (s, held) => (held ? `Sell ${s}` : `Avoid ${s}`),
  hold: (s, held) => (held ? `Hold ${s}` : `Watch ${s}`),
};

export function offlineStockVerdict(facts: StockFacts): RecommendationDraft {
  const scored = scoreOf(facts);
  const p = facts.position;
  const overweight = isOverweight(facts);
  const type = verdictType(facts, scored.score);
  const target = targetOf(type, facts, scored.score);
  const targetText = target.price !== null ? `${money(target.price)} (${target.basis})` : null;
  const { actions, impact } = actionsOf(type, facts, targetText);
  // The reasons for the call first (strongest first), then the ones against it, labelled so.
  const forIt = scored.signals.filter((s) => supports(type, s.points));
  const against = scored.signals.filter((s) => !supports(type, s.points));
  const reasoning = [...forIt.map((s) => s.text), ...against.map((s) => `${AGAINST_PREFIX}${s.text}`)];
  if (reasoning.length === 0) reasoning.push('Too little market data to form a view');
  reasoning.push(`Risk ${facts.risk.level}: ${facts.risk.reason}`);
  for (const news of facts.news ?? []) reasoning.push(`${newsCitation(news)}: ${news.sentiment} sentiment, high impact`);
  const confidence = confidenceOf(scored, overweight ? p.weight / p.maxPositionSize - 1 : null);
  const priority = priorityOf(scored, type, p.held && p.weight > p.maxPositionSize * 1.5);
  const strongest = forIt[0]?.text.split(':')[0];
  const title = overweight ? `Trim ${facts.symbol}: above max position size` : TITLES[type]!(facts.symbol, p.held);
  const rule = overweight
    ? ` Held at ${pct(p.weight)} of the list, above the ${p.maxPositionSize}% max position size: a trim back to the limit whatever the score.`
    : '';
  const draft: RecommendationDraft = {
    type,
    symbol: facts.symbol,
    title,
    description: `${facts.symbol} scores ${scored.score > 0 ? '+' : ''}${scored.score} on ${scored.signals.length} signals (buy at +${BUY_SCORE}, sell at ${SELL_SCORE}).${rule}${strongest ? ` Strongest: ${strongest}.` : ''}`,
    confidence,
    priority,
    reasoning,
    actionItems: actions,
    impact,
    targetPrice: target.price,
    riskLevel: facts.risk.level,
    aiAnalysis: '',
  };
  draft.aiAnalysis = stockMarkdown(facts, draft, scored);
  return draft;
}
