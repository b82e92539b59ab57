/**
 * The analyst backed by a model through the LLM port: same facts as the offline analyst, turned
 * into prompts; the answer is the contracts' schema, checked by the adapter. The stock verdict's
 * symbol is pinned to the stock asked about, whatever the model wrote, and the answer is held to
 * the offline analyst's rules (model-rules.ts: an overweight holding is a trim, tradeable quantities).
 */
import { ChatJudgementSchema, isPortfolioWide, PortfolioJudgementSchema, RecommendationDraftSchema } from '@folio/contracts';
import type { LlmPort, StructuredAnswer } from '../llm/port.ts';
import type { AnalystRun, InsightAnalyst } from './port.ts';
import { holdJudgementToRules, holdVerdictToRules } from './model-rules.ts';
import { chatPrompt, portfolioPrompt, stockPrompt } from './prompts.ts';

/** Tickers upper-cased, as the rest of the product writes them; portfolio-wide names kept as written. */
const ticker = (symbol: string) => (isPortfolioWide(symbol) ? symbol : symbol.toUpperCase());

function asRun<T>(answer: StructuredAnswer<T>): AnalystRun<T> {
  const { value, model, ...transcript } = answer;
  return { value, usage: transcript.usage, analyst: { provider: 'openai', model }, transcript };
}

export function llmAnalyst(llm: LlmPort): InsightAnalyst {
  return {
    analyst: { provider: llm.provider, model: llm.model },
    describe: () => ({
      description: `Model '${llm.model}' on an OpenAI-compatible server, answering in a JSON schema checked before anything is stored; it is given the same computed facts as the offline analyst.`,
      baseUrl: llm.baseUrl,
      timeoutMs: llm.timeoutMs,
      structuredOutput: true,
    }),
    async stock(facts) {
      const run = asRun(await llm.complete({ purpose: 'stock-analysis', messages: stockPrompt(facts), schema: RecommendationDraftSchema, schemaName: 'stock_recommendation' }));
      return { ...run, value: holdVerdictToRules({ ...run.value, symbol: facts.symbol }, facts) };
    },
    async portfolio(facts) {
      const run = asRun(await llm.complete({ purpose: 'portfolio-analysis', messages: portfolioPrompt(facts), schema: PortfolioJudgementSchema, schemaName: 'portfolio_analysis' }));
      const { recommendations, rebalancingRecommendations } = run.value;
      return {
        ...run,
        value: holdJudgementToRules(
          {
            ...run.value,
            recommendations: recommendations.map((rec) => ({ ...rec, symbol: ticker(rec.symbol) })),
            rebalancingRecommendations: rebalancingRecommendations.map((trade) => ({ ...trade, symbol: ticker(trade.symbol) })),
          },
          facts,
        ),
      };
    },
    async chat(facts) {
      return asRun(await llm.complete({ purpose: 'chat', messages: chatPrompt(facts), schema: ChatJudgementSchema, schemaName: 'chat_answer' }));
    },
  };
}
