/** Suggested questions: a fixed set the assistant answers from data, plus ones about the user's own largest holding and strongest recommendation. */
import type { SuggestedQuestion } from '@folio/contracts';

export const BASE_SUGGESTIONS: readonly SuggestedQuestion[] = [
  { id: 'performance', question: 'How is my portfolio performing?', description: 'Value, gain on cost and annualised returns', category: 'performance' },
  { id: 'biggest-position', question: 'What is my biggest position?', description: 'Your largest holding and its share of the list', category: 'analysis' },
  { id: 'risk', question: 'How risky is my portfolio?', description: 'Concentration by position and sector', category: 'risk' },
  { id: 'rebalance', question: 'What should I rebalance?', description: 'Positions above the max position size and active rebalancing advice', category: 'recommendations' },
  { id: 'buy', question: 'What should I buy?', description: 'Your strongest active buy recommendations', category: 'recommendations' },
  { id: 'cash', question: 'How much cash do I have?', description: 'Cash balance from your recorded deposits, withdrawals, buys and sales', category: 'other' },
];

export function suggestionsFor(largestHolding: string | null, strongest: { symbol: string; recommendation: string } | null): SuggestedQuestion[] {
  const out = [...BASE_SUGGESTIONS];
  if (strongest) {
    out.splice(4, 0, {
      id: 'why-top-recommendation',
      question: `Why the ${strongest.recommendation} recommendation on ${strongest.symbol}?`,
      description: 'The figures behind your most confident active recommendation',
      category: 'recommendations',
    });
  }
  if (largestHolding) {
    out.splice(2, 0, {
      id: 'largest-holding',
      question: `How is ${largestHolding} doing?`,
      description: 'Your position, its gain on cost and its latest recommendation',
      category: 'analysis',
    });
  }
  return out;
}
