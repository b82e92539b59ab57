/**
 * The offline analyst's verdict on one stock: the signals' points add up to a score, the score
 * picks buy (>= 2.5), sell (<= -2.5) or hold; confidence grows with the score's size, with how
 * one-sided the signals are and with how much data there was. Deterministic: same facts, same verdict.
 */
import type { Priority, RecommendationDraft, RecommendationType } from '@folio/contracts';
import { money, newsCitation, pct, round, sharesFor, type StockFacts } from './facts.ts';
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

/** 0.3-0.95 for buy and sell; holds stay in 0.45-0.65 (never strong enough to be a top recommendation). */
export function confidenceOf({ score, agreement, coverage }: Scored): number {
  if (typeOf(score) === 'hold') return round(0.45 + 0.15 * (1 - Math.abs(score) / BUY_SCORE) + 0.05 * coverage, 2);
  const strength = Math.min(1, Math.abs(score) / 8);
  return round(Math.min(0.95, Math.max(0.3, 0.45 + 0.3 * strength + 0.15 * agreement + 0.05 * coverage)), 2);
}

function priorityOf(scored: Scored, overweight: boolean, farOverweight: boolean): Priority {
  if (Math.abs(scored.score) >= HIGH_PRIORITY_SCORE || farOverweight) return 'high';
  if (typeOf(scored.score) !== 'hold' || overweight) return 'medium';
  return 'low';
}

function targetOf(type: RecommendationType, facts: StockFacts): { price: number | null; basis: string | null } {
  const { price, technicals: t } = facts;
  if (price === null || type === 'hold') return { price: null, basis: null };
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
    const excess = ((p.weight - p.maxPositionSize) / 100) * p.listValue;
    const shares = Math.min(p.quantity, sharesFor(excess, price));
    actions.push(`Trim about ${shares} shares (${money(excess)}) to bring ${symbol} back to ${p.maxPositionSize}% of the list`);
    impact = `Cuts the position from ${pct(p.weight)} to ${p.maxPositionSize}% of the list and frees about ${money(excess)}.`;
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

const TITLES: Record<string, (symbol: string, held: boolean) => string> = {
  buy: (s, held) => (held ? `Add to ${s}` : `Buy ${s}`),
  sell: (s, held) => (held ? `Sell ${s}` : `Avoid ${s}`),
  hold: (s, held) => (held ? `Hold ${s}` : `Watch ${s}`),
};

export function offlineStockVerdict(facts: StockFacts): RecommendationDraft {
  const scored = scoreOf(facts);
  const p = facts.position;
  const overweight = p.held && p.weight > p.maxPositionSize;
  const type = typeOf(scored.score);
  const target = targetOf(type, facts);
  const targetText = target.price !== null ? `${money(target.price)} (${target.basis})` : null;
  const { actions, impact } = actionsOf(type, facts, targetText);
  const reasoning = scored.signals.map((s) => s.text);
  if (reasoning.length === 0) reasoning.push('Too little market data to form a view');
  reasoning.push(`Risk ${facts.risk.level}: ${facts.risk.reason}`);
  for (const news of facts.news ?? []) reasoning.push(`${newsCitation(news)}: ${news.sentiment} sentiment, high impact`);
  const confidence = confidenceOf(scored);
  const priority = priorityOf(scored, overweight, p.held && p.weight > p.maxPositionSize * 1.5);
  const strongest = scored.signals[0]?.text.split(':')[0];
  const title = overweight && type !== 'buy' ? `Trim ${facts.symbol}: above max position size` : TITLES[type]!(facts.symbol, p.held);
  const draft: RecommendationDraft = {
    type,
    symbol: facts.symbol,
    title,
    description: `${facts.symbol} scores ${scored.score > 0 ? '+' : ''}${scored.score} on ${scored.signals.length} signals (buy at +${BUY_SCORE}, sell at ${SELL_SCORE}).${strongest ? ` Strongest: ${strongest}.` : ''}`,
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
