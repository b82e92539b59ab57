/**
 * Whether an alert fires, as pure functions of the alert and what the market shows. The decider
 * is the last word (it refuses a second firing), but these keep a tick from asking it needlessly:
 * a level condition that already fired waits for the condition to turn false (re-arm), a daily
 * move or a crossing that already fired for this day or bar is skipped.
 */
import type { AlertType, PriceCondition, TechnicalCondition, TechnicalIndicator, TechnicalSignal } from '@folio/contracts';
import type { AlertObservation } from './events.ts';
import type { TechnicalBar } from './technical.ts';

/** An active alert as the evaluation needs it (the read model's document carries these). */
export interface AlertRule {
  symbol: string;
  type: AlertType;
  condition: PriceCondition | null;
  targetPrice: number | null;
  percentChange: number | null;
  criticalOnly: boolean | null;
  technicalIndicator: TechnicalIndicator | null;
  technicalCondition: TechnicalCondition | null;
  technicalValue: number | null;
  technicalSignal: TechnicalSignal | null;
  /** False from a level firing until the condition is false again. */
  armed: boolean;
  /** The once-key of the last firing ('day:2026-03-02', 'bar:2026-03-02', 'article:...'). */
  lastFired: string | null;
}

export interface QuoteSeen {
  price: number;
  previousClose: number;
  /** YYYY-MM-DD of the session the quote belongs to. */
  tradingDay: string;
}

export interface ArticleSeen {
  id: string;
  title: string;
  impact: 'high' | 'medium' | 'low';
  companies: readonly string[];
  url: string | null;
}

export type Decision =
  | { action: 'trigger'; rule: 'level' | 'once'; observed: AlertObservation; message: string }
  | { action: 'rearm'; observed: AlertObservation };

const money = (value: number) => `$${value.toFixed(2)}`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`;
const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/**
 * One level condition: fire when it becomes true while armed, re-arm when it is false again.
 * Nothing is built for the usual case (no change): a tick walks thousands of alerts.
 */
function level(met: boolean, armed: boolean, observed: () => AlertObservation, message: () => string): Decision | null {
  if (met === armed) return met ? { action: 'trigger', rule: 'level', observed: observed(), message: message() } : { action: 'rearm', observed: observed() };
  return null;
}

/** PRICE: at or above (ABOVE) / at or below (BELOW) the target price. */
export function priceDecision(alert: AlertRule, quote: QuoteSeen): Decision | null {
  if (alert.type !== 'PRICE' || alert.targetPrice === null) return null;
  const above = alert.condition !== 'BELOW';
  const met = above ? quote.price >= alert.targetPrice : quote.price <= alert.targetPrice;
  const observed = () => ({ price: quote.price, previousClose: quote.previousClose, tradingDay: quote.tradingDay });
  return level(met, alert.armed, observed, () =>
    `${alert.symbol} is at ${money(quote.price)}, ${above ? 'above' : 'below'} your target of ${money(alert.targetPrice!)}`,
  );
}

/** The 1-day move in percent from the previous close. */
export function dayMovePercent(quote: QuoteSeen): number | null {
  if (!(quote.previousClose > 0)) return null;
  return ((quote.price - quote.previousClose) / quote.previousClose) * 100;
}

/** PERCENT_MOVE: a 1-day move of at least the threshold, up or down, once per trading day. */
export function percentMoveDecision(alert: AlertRule, quote: QuoteSeen): Decision | null {
  if (alert.type !== 'PERCENT_MOVE' || alert.percentChange === null) return null;
  const move = dayMovePercent(quote);
  if (move === null || Math.abs(move) < alert.percentChange) return null;
  if (alert.lastFired === `day:${quote.tradingDay}`) return null;
  return {
    action: 'trigger',
    rule: 'once',
    observed: { price: quote.price, previousClose: quote.previousClose, changePercent: round(move), tradingDay: quote.tradingDay },
    message: `${alert.symbol} moved ${signed(move)} today to ${money(quote.price)} (your threshold: ${alert.percentChange}%)`,
  };
}

const CONDITION_WORDS: Record<TechnicalCondition, string> = {
  ABOVE: 'is above',
  BELOW: 'is below',
  CROSSES_ABOVE: 'crossed above',
  CROSSES_BELOW: 'crossed below',
};

/**
 * TECHNICAL_ANALYSIS: ABOVE / BELOW are level conditions on the latest bar; CROSSES_ABOVE fires
 * when the previous bar was at or below the threshold and the latest is above it (CROSSES_BELOW
 * the mirror), once per bar.
 */
export function technicalDecision(alert: AlertRule, bars: readonly TechnicalBar[]): Decision | null {
  const { technicalIndicator: indicator, technicalCondition: condition, technicalValue: threshold } = alert;
  if (alert.type !== 'TECHNICAL_ANALYSIS' || !indicator || !condition || threshold === null) return null;
  const latestBar = bars.at(-1);
  const latest = latestBar?.values[indicator] ?? null;
  if (!latestBar || latest === null) return null;
  const previous = bars.length > 1 ? (bars.at(-2)!.values[indicator] ?? null) : null;
  const observed = (): AlertObservation => ({
    indicator: { name: indicator, previous: previous === null ? null : round(previous), latest: round(latest), barDate: latestBar.date },
  });
  const message = () =>
    `${alert.symbol}: ${indicator} ${CONDITION_WORDS[condition]} ${threshold} (now ${latest.toFixed(2)}). Signal: ${alert.technicalSignal ?? 'none'}`;
  switch (condition) {
    case 'ABOVE':
      return level(latest > threshold, alert.armed, observed, message);
    case 'BELOW':
      return level(latest < threshold, alert.armed, observed, message);
    case 'CROSSES_ABOVE':
    case 'CROSSES_BELOW': {
      if (previous === null || alert.lastFired === `bar:${latestBar.date}`) return null;
      const crossed = condition === 'CROSSES_ABOVE' ? previous <= threshold && latest > threshold : previous >= threshold && latest < threshold;
      return crossed ? { action: 'trigger', rule: 'once', observed: observed(), message: message() } : null;
    }
  }
}

/** NEWS: an article naming the symbol; critical only means high impact. Once per article. */
export function newsDecision(alert: AlertRule, article: ArticleSeen): Decision | null {
  if (alert.type !== 'NEWS') return null;
  if (!article.companies.some((company) => company.toUpperCase() === alert.symbol)) return null;
  if (alert.criticalOnly !== false && article.impact !== 'high') return null;
  return {
    action: 'trigger',
    rule: 'once',
    observed: { article: { id: article.id, title: article.title, impact: article.impact, url: article.url } },
    message: `${article.impact === 'high' ? 'Critical news' : 'News'} for ${alert.symbol}: ${article.title}`,
  };
}

export interface StopLossWatch {
  ownerId: string;
  listId: string;
  symbol: string;
  costBasisPerShare: number;
  thresholdPercent: number;
  /** False from a firing until the price recovers above the threshold. */
  armed: boolean;
}

export type StopLossDecision = { action: 'trigger'; dropPercent: number; message: string } | { action: 'rearm' } | null;

/** A position priced `thresholdPercent` % or more below its cost basis, once per crossing. */
export function stopLossDecision(watch: StopLossWatch, price: number): StopLossDecision {
  if (!(watch.costBasisPerShare > 0)) return null;
  const drop = ((watch.costBasisPerShare - price) / watch.costBasisPerShare) * 100;
  const met = drop >= watch.thresholdPercent;
  if (met && watch.armed) {
    return {
      action: 'trigger',
      dropPercent: round(drop, 2),
      message: `${watch.symbol} is at ${money(price)}, ${drop.toFixed(2)}% below its cost basis of ${money(watch.costBasisPerShare)} (stop loss ${watch.thresholdPercent}%)`,
    };
  }
  if (!met && !watch.armed) return { action: 'rearm' };
  return null;
}
