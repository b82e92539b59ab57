/**
 * Prompts for a model. The model gets the computed facts as JSON and is told to use only them
 * and to cite the figures; the answer format is enforced by the schema, not by the prompt.
 */
import { CHAT_HISTORY_TURNS, PORTFOLIO_WIDE_NAMES, type LlmMessage } from '@folio/contracts';
import type { ChatFacts } from '../chat/context.ts';
import type { PortfolioFacts, StockFacts } from './facts.ts';

const ANALYST_RULES = [
  'You are a careful equity analyst inside a personal portfolio tracker.',
  'Use only the facts in the JSON the user gives you; never invent prices, metrics or news. If a figure is null it is unknown.',
  'Every reasoning item must cite the figures it rests on (for example "RSI 74.2 is above 70").',
  'Thresholds the product uses: RSI >= 70 overbought, <= 30 oversold; ROE >= 15%, ROIC >= 10%, profit margin >= 10%, operating margin >= 15%, debt to equity <= 0.5, growth >= 0; PEG < 1 attractive; P/E below the sector average undervalued.',
  'A position above the list\'s maxPositionSize (percent of the list) should be trimmed.',
  'confidence is a number from 0 to 1. priority and riskLevel are high, medium or low. targetPrice is in US dollars or null.',
  'aiAnalysis is a markdown write-up with short sections (technical picture, fundamentals, in the portfolio, why, what to do).',
  'This is general information for a self-directed investor, not personalised advice.',
].join('\n');

const json = (value: unknown) => '```json\n' + JSON.stringify(value, null, 1) + '\n```';

export function stockPrompt(facts: StockFacts): LlmMessage[] {
  return [
    { role: 'system', content: ANALYST_RULES },
    {
      role: 'user',
      content: `Analyse ${facts.symbol} (${facts.name}) for this investor and answer with one recommendation: type buy, sell or hold; symbol "${facts.symbol}".\n\nFacts:\n${json(facts)}`,
    },
  ];
}

/** Per-stock facts are trimmed to what a portfolio view needs, to keep the prompt small. */
function compactStock(s: StockFacts) {
  return {
    symbol: s.symbol,
    price: s.price,
    technicals: s.technicals && {
      rsi: s.technicals.rsi, macdCross: s.technicals.macdCross, priceVsSma200: s.technicals.priceVsSma200,
      maCross: s.technicals.maCross, week52: s.technicals.week52, volatility: s.technicals.volatility,
    },
    fundamentals: { sector: s.fundamentals.sector, metrics: s.fundamentals.metrics.map((m) => ({ label: m.label, value: m.value, assessment: m.assessment })), peg: s.fundamentals.peg, pe: s.fundamentals.pe },
    risk: s.risk.level,
  };
}

export function portfolioPrompt(facts: PortfolioFacts): LlmMessage[] {
  const payload = { ...facts, stocks: facts.stocks.map(compactStock) };
  return [
    { role: 'system', content: ANALYST_RULES },
    {
      role: 'user',
      content: [
        `Analyse the list "${facts.list.listName ?? facts.list.listId}" as a whole.`,
        'Give one recommendation per holding (type buy, sell or hold, symbol = the ticker), plus portfolio-wide recommendations where the facts call for them,',
        `using one of these as the symbol: ${PORTFOLIO_WIDE_NAMES.join(', ')} (type diversify or rebalance).`,
        'rebalancingRecommendations: trades in shares that bring positions to a target percent of the list (action buy, sell or hold).',
        'marketCommentary: a short paragraph on what the holdings\' indicators say. portfolioInsights: short sentences with figures.',
        'The diversification scores and performance metrics are already computed (in the facts); refer to them, do not recompute them.',
        '',
        `Facts:\n${json(payload)}`,
      ].join('\n'),
    },
  ];
}

const CHAT_RULES = [
  'You are the Portfolio Assistant of a personal portfolio tracker.',
  'Answer the investor\'s question from the data in the JSON only: their holdings, summary and active recommendations. Quote the figures.',
  'If the data does not answer the question, say so plainly and suggest what would. Be concise: a few sentences or a short list.',
  'confidence (0-1) says how well the data supports your answer. followUpQuestions: up to 3 short questions the investor might ask next.',
  'This is general information, not personalised advice.',
].join('\n');

export function chatPrompt(facts: ChatFacts): LlmMessage[] {
  const { history, question, ...data } = facts;
  const turns: LlmMessage[] = history.slice(-CHAT_HISTORY_TURNS).map((turn) => ({ role: turn.type === 'user' ? 'user' : 'assistant', content: turn.content.slice(0, 4000) }));
  return [
    { role: 'system', content: `${CHAT_RULES}\n\nData:\n${json(data)}` },
    ...turns,
    { role: 'user', content: question },
  ];
}
