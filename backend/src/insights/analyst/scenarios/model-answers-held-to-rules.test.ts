/**
 * Issue 14 item 5 for the model's answers: whatever a model on an OpenAI-compatible server says,
 * what is stored follows the same rules as the offline analyst (model-rules.ts). Over generated
 * positions and every action a model could answer:
 * - an overweight holding is stored as a trim (never buy or hold) whose first reason is the excess
 *   and whose first action is the offline analyst's trim quantity;
 * - an answer the rules allow is stored unchanged;
 * - a rebalancing trade is a tradeable quantity (whole shares, 6 decimals for crypto), a sale is
 *   never more than is held, and an overweight holding is never bought.
 */
import type { RecommendationDraft } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { isCryptoSymbol } from '../facts.ts';
import type { PortfolioFacts as Facts } from '../facts.ts';
import { holdJudgementToRules, holdVerdictToRules, OVERRIDE_PREFIX } from '../model-rules.ts';
import { isOverweight, trimQuantity } from '../offline-stock.ts';
import { generated, rng } from './generated-facts.ts';

const CASES = 2_000;
const SEED = 20261126;
const TYPES = ['buy', 'hold', 'sell'] as const;

const modelDraft = (symbol: string, type: (typeof TYPES)[number]): RecommendationDraft => ({
  type, symbol, title: `${type} ${symbol}`, description: 'Model says so.', confidence: 0.7, priority: 'low',
  reasoning: ['Momentum is strong'], actionItems: ['Buy more on dips'], impact: 'More exposure', targetPrice: 123, riskLevel: 'medium', aiAnalysis: '## Model',
});

describe('model answers held to the analyst rules (generated positions, seed ' + SEED + ')', () => {
  it('stores an overweight holding as a trim whatever the model answered, and leaves allowed answers alone', () => {
    const r = rng(SEED);
    let overridden = 0;
    for (let i = 0; i < CASES; i++) {
      const facts = generated(r);
      const answered = r.pick(TYPES);
      const draft = modelDraft(facts.symbol, answered);
      const stored = holdVerdictToRules(draft, facts);
      const where = `case ${i}: model ${answered} ${facts.symbol} at ${facts.position.weight.toFixed(2)}% (max ${facts.position.maxPositionSize}%)`;
      if (!isOverweight(facts) || answered === 'sell') {
        expect(stored, where).toBe(draft);
        continue;
      }
      overridden++;
      expect(stored.type, where).toBe('sell');
      expect(stored.reasoning[0], where).toMatch(/above the \d+% max position size$/);
      expect(stored.reasoning[1], where).toBe(`${OVERRIDE_PREFIX}the model answered ${answered.toUpperCase()}; a holding above the max position size is always a trim back to the limit`);
      expect(stored.actionItems.some((item) => /^Buy/.test(item)), where).toBe(false);
      const shares = trimQuantity(facts);
      if (shares > 0) expect(stored.actionItems[0], where).toContain(`Trim ${shares} share`);
      expect(stored.priority, where).not.toBe('low');
    }
    expect(overridden).toBeGreaterThan(CASES / 6);
  });

  it('makes every rebalancing trade tradeable, within the holding, and never a buy of an overweight holding', () => {
    const r = rng(SEED + 1);
    for (let i = 0; i < CASES; i++) {
      const stock = generated(r);
      const p = stock.position;
      const facts = {
        stocks: [stock],
        list: { holdings: p.held ? [{ symbol: stock.symbol, quantity: p.quantity }] : [], maxPositionSize: p.maxPositionSize },
      } as unknown as Facts;
      const action = r.pick(TYPES);
      const quantity = r.between(0, Math.max(1, p.quantity * 1.5));
      const judgement = { recommendations: [], marketCommentary: '', portfolioInsights: [], rebalancingRecommendations: [{ symbol: stock.symbol, currentAllocation: p.weight, targetAllocation: 5, action, quantity, reason: 'Model.' }] };
      const [trade] = holdJudgementToRules(judgement, facts).rebalancingRecommendations;
      const where = `case ${i}: model ${action} ${quantity} ${stock.symbol}, ${p.quantity} held at ${p.weight.toFixed(2)}% (max ${p.maxPositionSize}%) -> ${trade!.action} ${trade!.quantity}`;
      const unit = isCryptoSymbol(stock.symbol) ? 1e-6 : 1;
      const wholeUnits = Math.abs(trade!.quantity / unit - Math.round(trade!.quantity / unit)) < 1e-6;
      expect(wholeUnits || trade!.quantity === p.quantity, where).toBe(true);
      if (isOverweight(stock)) {
        expect(trade!.action, where).toBe('sell');
        if (action !== 'sell') expect(trade!.quantity, where).toBe(trimQuantity(stock));
      }
      if (trade!.action === 'sell' && p.held) expect(trade!.quantity, where).toBeLessThanOrEqual(p.quantity + 1e-9);
    }
  });
});
