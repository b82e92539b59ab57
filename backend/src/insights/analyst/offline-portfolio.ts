/**
 * The offline analyst on a whole list: a verdict per holding, portfolio-wide recommendations
 * (diversification, rebalancing, idle cash, risk), rebalancing trades, commentary and insights.
 */
import type { PortfolioJudgement, RebalancingRecommendation, RecommendationDraft } from '@folio/contracts';
import { money, pct, round, tradeQuantity, type PortfolioFacts, type StockFacts } from './facts.ts';
import { sourceNote } from './offline-markdown.ts';
import { portfolioCommentary, portfolioInsights } from './offline-commentary.ts';
import { offlineStockVerdict, verdictType } from './offline-stock.ts';

export const LOW_DIVERSIFICATION = 5;
export const HIGH_RISK = 7;
export const IDLE_CASH_SHARE = 20;
export const SECTOR_LIMIT = 40;

type WideDraft = Omit<RecommendationDraft, 'aiAnalysis' | 'targetPrice'>;

function wide(draft: WideDraft, facts: PortfolioFacts): RecommendationDraft {
  const aiAnalysis = [
    `## ${draft.symbol}: ${draft.title}`,
    '',
    draft.description,
    '',
    '### Why',
    ...draft.reasoning.map((reason) => `- ${reason}`),
    '',
    '### What to do',
    ...draft.actionItems.map((item) => `- ${item}`),
    '',
    sourceNote(facts.dataSource, facts.asOf.slice(0, 10)),
  ].join('\n');
  return { ...draft, targetPrice: null, aiAnalysis };
}

function wideRecommendations(facts: PortfolioFacts): RecommendationDraft[] {
  const { list, diversification: d } = facts;
  const out: RecommendationDraft[] = [];
  if (list.holdings.length === 0) return out;
  const topSector = d.sectorAllocation[0];
  if (d.diversificationScore < LOW_DIVERSIFICATION || (topSector && topSector.percent >= SECTOR_LIMIT && topSector.name !== 'Unknown')) {
    const reasons = [...d.scoreExplanation.slice(0, 1)];
    if (topSector) reasons.push(`${topSector.name} is ${pct(topSector.percent)} of the invested value (limit used: ${SECTOR_LIMIT}%)`);
    reasons.push(`${list.holdings.length} holding(s) across ${d.sectorAllocation.length} sector(s)`);
    out.push(wide({
      type: 'diversify', symbol: 'Diversification', title: 'Spread the portfolio across more holdings and sectors',
      description: `Diversification scores ${d.diversificationScore}/10.`,
      confidence: round(Math.min(0.9, 0.6 + 0.3 * (1 - d.diversificationScore / 10)), 2),
      priority: d.diversificationScore < 3 ? 'high' : 'medium', reasoning: reasons,
      actionItems: [
        topSector ? `Direct new money away from ${topSector.name} until it is below ${SECTOR_LIMIT}%` : 'Add holdings in other sectors',
        'Consider a broad index fund for sectors you do not want to pick stocks in',
      ],
      impact: 'Lower exposure to a single company or sector.', riskLevel: d.riskScore >= HIGH_RISK ? 'high' : 'medium',
    }, facts));
  }
  const over = list.holdings.filter((h) => h.weight > list.maxPositionSize);
  if (over.length > 0) {
    out.push(wide({
      type: 'rebalance', symbol: 'Rebalance', title: `Trim ${over.length} position(s) above the ${list.maxPositionSize}% max position size`,
      description: `${over.map((h) => `${h.symbol} ${pct(h.weight)}`).join(', ')} of the list.`,
      confidence: round(Math.min(0.92, 0.75 + 0.05 * over.length), 2),
      priority: over.some((h) => h.weight > list.maxPositionSize * 1.5) ? 'high' : 'medium',
      reasoning: over.map((h) => `${h.symbol} is ${pct(h.weight)} of the list (${money(h.value)}), above the ${list.maxPositionSize}% max position size`),
      actionItems: over.map((h) => `Sell about ${money(((h.weight - list.maxPositionSize) / 100) * list.totalValue)} of ${h.symbol}`),
      impact: 'Brings every position back within the max position size.', riskLevel: 'medium',
    }, facts));
  }
  const cashShare = list.totalValue > 0 && list.cashBalance !== null ? (Math.max(0, list.cashBalance) / list.totalValue) * 100 : 0;
  if (cashShare >= IDLE_CASH_SHARE) {
    const buys = facts.stocks.filter((s) => verdictType(s) === 'buy').map((s) => s.symbol);
    out.push(wide({
      type: 'rebalance', symbol: 'Asset Allocation', title: 'Put idle cash to work',
      description: `Cash is ${pct(cashShare)} of the list (${money(list.cashBalance!)}).`,
      confidence: 0.7, priority: cashShare >= 40 ? 'high' : 'medium',
      reasoning: [`Cash ${money(list.cashBalance!)} is ${pct(cashShare)} of the list (threshold ${IDLE_CASH_SHARE}%)`],
      actionItems: buys.length ? [`Buy-rated holdings to add to: ${buys.join(', ')}`] : ['Consider a broad index fund or a money-market fund for the idle cash'],
      impact: 'Less cash drag on returns.', riskLevel: 'low',
    }, facts));
  }
  if (d.riskScore >= HIGH_RISK) {
    out.push(wide({
      type: 'rebalance', symbol: 'Risk Management', title: 'Reduce portfolio risk',
      description: `Risk scores ${d.riskScore}/10.`,
      confidence: round(Math.min(0.9, 0.55 + 0.035 * d.riskScore), 2), priority: d.riskScore >= 8.5 ? 'high' : 'medium',
      reasoning: d.scoreExplanation.slice(1),
      actionItems: ['Reduce the largest positions and the most volatile names', 'Hold some cash or lower-volatility holdings as a buffer'],
      impact: 'Smaller drawdowns when the concentrated bets move against you.', riskLevel: 'high',
    }, facts));
  }
  return out;
}

function rebalancing(facts: PortfolioFacts, verdicts: Map<string, RecommendationDraft>): RebalancingRecommendation[] {
  const { list } = facts;
  const out: RebalancingRecommendation[] = [];
  for (const h of list.holdings) {
    const verdict = verdicts.get(h.symbol);
    if (h.weight > list.maxPositionSize) {
      const amount = ((h.weight - list.maxPositionSize) / 100) * list.totalValue;
      out.push({ symbol: h.symbol, currentAllocation: h.weight, targetAllocation: list.maxPositionSize, action: 'sell', quantity: tradeQuantity(amount, h.price, h.symbol, 'up', h.quantity),
        reason: `${pct(h.weight)} of the list is above the ${list.maxPositionSize}% max position size` });
    } else if (verdict?.type === 'sell') {
      const target = round(h.weight / 2);
      out.push({ symbol: h.symbol, currentAllocation: h.weight, targetAllocation: target, action: 'sell', quantity: tradeQuantity(((h.weight - target) / 100) * list.totalValue, h.price, h.symbol, 'up', h.quantity),
        reason: `Sell rating (${verdict.reasoning[0] ?? 'weak signals'}): halve the position` });
    }
  }
  const cash = Math.max(0, list.cashBalance ?? 0);
  const buys = list.holdings.filter((h) => verdicts.get(h.symbol)?.type === 'buy' && h.weight < list.maxPositionSize / 2);
  if (cash > 0 && buys.length > 0) {
    const each = cash / buys.length;
    for (const h of buys) {
      const room = ((list.maxPositionSize / 2 - h.weight) / 100) * list.totalValue;
      const amount = Math.min(each, room);
      out.push({ symbol: h.symbol, currentAllocation: h.weight, targetAllocation: round(h.weight + (amount / list.totalValue) * 100), action: 'buy',
        quantity: tradeQuantity(amount, h.price, h.symbol, 'down'), reason: `Buy rating and ${pct(h.weight)} of the list: add from cash up to half the max position size` });
    }
  }
  return out;
}

/** The verdict on each holding, by symbol. */
export function holdingVerdicts(facts: PortfolioFacts): Map<string, RecommendationDraft> {
  const held = new Set(facts.list.holdings.map((h) => h.symbol));
  const verdicts = new Map<string, RecommendationDraft>();
  for (const stock of facts.stocks as StockFacts[]) if (held.has(stock.symbol)) verdicts.set(stock.symbol, offlineStockVerdict(stock));
  return verdicts;
}

/** `verdicts` may be computed beforehand (the offline analyst does, yielding between holdings). */
export function offlinePortfolioJudgement(facts: PortfolioFacts, verdicts = holdingVerdicts(facts)): PortfolioJudgement {
  return {
    recommendations: [...verdicts.values(), ...wideRecommendations(facts)],
    rebalancingRecommendations: rebalancing(facts, verdicts),
    marketCommentary: portfolioCommentary(facts),
    portfolioInsights: portfolioInsights(facts, [...verdicts.values()]),
  };
}
