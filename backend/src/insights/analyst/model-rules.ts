/**
 * The rules a model's answer is held to before it is stored, the same ones the offline analyst
 * follows (docs/insights.md): a holding above the list's max position size is a trim, never a buy
 * or a hold, whatever the model wrote; trade quantities are whole shares for stocks and ETFs, up to
 * 6 decimals for crypto, never more than is held. A changed answer says so in its reasoning, so
 * the user sees both what the model said and why Folio overrode it.
 */
import type { PortfolioJudgement, RebalancingRecommendation, RecommendationDraft } from '@folio/contracts';
import { money, pct, quantityDecimals, type PortfolioFacts, type StockFacts } from './facts.ts';
import { isOverweight, trimQuantity } from './offline-stock.ts';

export const OVERRIDE_PREFIX = 'Rule applied by Folio: ';

function overweightReason(facts: StockFacts): string {
  const p = facts.position;
  return `Position is ${pct(p.weight)} of the list, above the ${p.maxPositionSize}% max position size`;
}

function trimAction(facts: StockFacts): string | null {
  const shares = trimQuantity(facts);
  if (!shares || !facts.price) return null;
  return `Trim ${shares} ${shares === 1 ? 'share' : 'shares'} (about ${money(shares * facts.price)}) to bring ${facts.symbol} within the ${facts.position.maxPositionSize}% max`;
}

/** The model's verdict on one stock, with an overweight buy or hold turned into a trim. */
export function holdVerdictToRules(draft: RecommendationDraft, facts: StockFacts): RecommendationDraft {
  if (!isOverweight(facts) || draft.type === 'sell') return draft;
  const action = trimAction(facts);
  const said = draft.type.toUpperCase();
  return {
    ...draft,
    type: 'sell',
    title: `Trim ${facts.symbol}: above max position size`,
    priority: draft.priority === 'low' ? 'medium' : draft.priority,
    // The model's price view was for a buy or hold; a trim to the limit has none.
    targetPrice: null,
    reasoning: [
      overweightReason(facts),
      `${OVERRIDE_PREFIX}the model answered ${said}; a holding above the max position size is always a trim back to the limit`,
      ...draft.reasoning.map((reason) => `The model's reason for ${said}: ${reason}`),
    ].slice(0, 30),
    actionItems: [...(action ? [action] : []), ...draft.actionItems.filter((item) => !/^(buy|add|open)\b/i.test(item.trim()))].slice(0, 15),
    impact: `Cuts the position from ${pct(facts.position.weight)} of the list towards the ${facts.position.maxPositionSize}% max.`,
  };
}

/** A tradeable quantity: whole shares (6 decimals for crypto); a sale is never more than is held (all of a fractional holding may go). */
function tradeable(trade: RebalancingRecommendation, held: number | undefined): number {
  const unit = 10 ** quantityDecimals(trade.symbol);
  const rounded = Math.round(trade.quantity * unit) / unit;
  return trade.action === 'sell' && held !== undefined ? Math.min(rounded, held) : rounded;
}

function holdTradeToRules(trade: RebalancingRecommendation, facts: PortfolioFacts): RebalancingRecommendation {
  const stock = facts.stocks.find((s) => s.symbol === trade.symbol);
  const held = facts.list.holdings.find((h) => h.symbol === trade.symbol)?.quantity;
  if (stock && isOverweight(stock) && trade.action !== 'sell') {
    const quantity = trimQuantity(stock);
    return {
      ...trade,
      action: 'sell',
      quantity,
      targetAllocation: Math.min(trade.targetAllocation, stock.position.maxPositionSize),
      reason: `${OVERRIDE_PREFIX}${overweightReason(stock)}; the model suggested ${trade.action.toUpperCase()}, a trim of ${quantity} is needed to reach the limit`,
    };
  }
  const quantity = tradeable(trade, held);
  return quantity === trade.quantity ? trade : { ...trade, quantity };
}

/** The model's portfolio answer held to the same rules, symbol by symbol. */
export function holdJudgementToRules(judgement: PortfolioJudgement, facts: PortfolioFacts): PortfolioJudgement {
  const stockFacts = new Map(facts.stocks.map((s) => [s.symbol, s]));
  return {
    ...judgement,
    recommendations: judgement.recommendations.map((draft) => {
      const stock = stockFacts.get(draft.symbol);
      return stock ? holdVerdictToRules(draft, stock) : draft;
    }),
    rebalancingRecommendations: judgement.rebalancingRecommendations.map((trade) => holdTradeToRules(trade, facts)),
  };
}
