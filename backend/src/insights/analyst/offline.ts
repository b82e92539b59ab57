/**
 * The default analyst: deterministic rules over the facts, no model and no network. Its
 * "transcript" is the facts it read and the answer it gave, so the debug log reads the same
 * for both analysts.
 */
import type { Analyst } from '@folio/contracts';
import { answerOffline } from '../chat/offline-answers.ts';
import type { AnalystRun, InsightAnalyst } from './port.ts';
import { OFFLINE_MODEL } from './offline-markdown.ts';
import type { RecommendationDraft } from '@folio/contracts';
import { yieldToEventLoop } from '../event-loop.ts';
import { offlinePortfolioJudgement } from './offline-portfolio.ts';
import { offlineStockVerdict } from './offline-stock.ts';

const analyst: Analyst = { provider: 'offline', model: OFFLINE_MODEL };

function run<T>(task: string, facts: unknown, value: T): AnalystRun<T> {
  return {
    value,
    usage: null,
    analyst,
    transcript: {
      messages: [
        { role: 'system', content: `Offline rules-based analyst (${OFFLINE_MODEL}), ${task}. No model was called; the rules are in backend/src/insights/analyst/.` },
        { role: 'user', content: JSON.stringify(facts) },
      ],
      responses: [JSON.stringify(value)],
      attempts: 1,
      usage: null,
    },
  };
}

export function offlineAnalyst(): InsightAnalyst {
  return {
    analyst,
    describe: () => ({
      description: 'Offline rules-based analyst: deterministic technical, fundamental and portfolio rules over real indicator values; every reason cites its figures.',
      baseUrl: null,
      timeoutMs: null,
      structuredOutput: true,
    }),
    stock: async (facts) => run('stock analysis', facts, offlineStockVerdict(facts)),
    async portfolio(facts) {
      const held = new Set(facts.list.holdings.map((h) => h.symbol));
      const verdicts = new Map<string, RecommendationDraft>();
      for (const stock of facts.stocks) {
        if (!held.has(stock.symbol)) continue;
        verdicts.set(stock.symbol, offlineStockVerdict(stock));
        await yieldToEventLoop();
      }
      return run('portfolio analysis', facts, offlinePortfolioJudgement(facts, verdicts));
    },
    chat: async (facts) => run('chat', facts, answerOffline(facts)),
  };
}
