/**
 * The offline assistant: recognises the common questions (performance, biggest position, risk,
 * rebalancing, why a recommendation, a named stock, cash, what to buy or sell) and answers each
 * from the user's own figures. Anything else gets an overview and the questions it can answer.
 */
import { companyName, confidencePercent, type ChatJudgement } from '@folio/contracts';
import { money, pct } from '../analyst/facts.ts';
import { sourcesOf, type ChatFacts, type ChatRecommendationFact } from './context.ts';

type Answer = ChatJudgement & { used: { holdings?: boolean; summary?: boolean; recommendations?: ChatRecommendationFact[] } };

const signed = (value: number) => `${value >= 0 ? '+' : ''}${pct(value)}`;

/** Symbols of the user's holdings and recommendations named in the question, by ticker or company name. */
export function mentionedSymbols(facts: ChatFacts): string[] {
  const known = new Set([...facts.holdings.map((h) => h.symbol), ...facts.watching, ...facts.recommendations.map((r) => r.symbol)]);
  const found: string[] = [];
  for (const symbol of known) {
    if (symbol.includes(' ')) continue;
    const escaped = symbol.replace(/[.^$*+?()[\]{}|\\-]/g, '\\$&');
    const ticker = symbol.length >= 2 ? new RegExp(`(^|[^A-Za-z0-9])${escaped}($|[^A-Za-z0-9])`, 'i') : new RegExp(`(^|[^A-Za-z0-9])${escaped}($|[^A-Za-z0-9])`);
    const name = companyName(symbol).split(/[\s,.]/)[0]!;
    const byName = name.length >= 4 && name.toUpperCase() !== symbol && new RegExp(`\\b${name.replace(/[^A-Za-z0-9]/g, '')}\\b`, 'i').test(facts.question);
    if (ticker.test(facts.question) || byName) found.push(symbol);
  }
  return found;
}

function performance(facts: ChatFacts): Answer {
  const s = facts.summary;
  if (!s || facts.holdings.length === 0) return noHoldings(facts);
  const lines = [`${facts.scope} is worth ${money(s.totalValue)} against a cost of ${money(s.totalCost)}: ${signed(s.totalGainLossPercent)} (${money(s.totalGainLoss)}).`];
  if (s.annualizedReturn !== null) lines.push(`Annualised (money-weighted) return: ${pct(s.annualizedReturn)}.`);
  if (s.sixMonthReturn !== null || s.oneYearReturn !== null) {
    lines.push(`Time-weighted: ${s.sixMonthReturn !== null ? `6 months ${signed(s.sixMonthReturn)}` : ''}${s.sixMonthReturn !== null && s.oneYearReturn !== null ? ', ' : ''}${s.oneYearReturn !== null ? `1 year ${signed(s.oneYearReturn)}` : ''}.`);
  }
  const ranked = facts.holdings.filter((h) => h.gainLossPercent !== null).sort((a, b) => b.gainLossPercent! - a.gainLossPercent!);
  if (ranked.length >= 2) lines.push(`Best: ${ranked[0]!.symbol} ${signed(ranked[0]!.gainLossPercent!)}; weakest: ${ranked.at(-1)!.symbol} ${signed(ranked.at(-1)!.gainLossPercent!)}.`);
  return { answer: lines.join(' '), confidence: 0.9, followUpQuestions: ['What is my biggest position?', 'How risky is my portfolio?'], used: { holdings: true, summary: true } };
}

function biggest(facts: ChatFacts): Answer {
  const [top, second] = facts.holdings;
  if (!top) return noHoldings(facts);
  const over = top.weight > facts.maxPositionSize ? ` That is above the ${facts.maxPositionSize}% max position size.` : '';
  const next = second ? ` Next is ${second.symbol} at ${pct(second.weight)}.` : '';
  return {
    answer: `Your biggest position is ${top.symbol} (${top.name}): ${top.quantity} shares worth ${money(top.value)}, ${pct(top.weight)} of ${facts.scope}.${over}${next}`,
    confidence: 0.95, followUpQuestions: [`Why the recommendation on ${top.symbol}?`, 'What should I rebalance?'], used: { holdings: true },
  };
}

function risk(facts: ChatFacts): Answer {
  if (facts.holdings.length === 0) return noHoldings(facts);
  const [sector] = facts.sectors;
  const over = facts.holdings.filter((h) => h.weight > facts.maxPositionSize);
  const risky = facts.recommendations.filter((r) => r.riskLevel === 'high' && !r.symbol.includes(' '));
  const lines = [`${facts.scope} holds ${facts.holdings.length} position(s).`];
  if (sector) lines.push(`The largest sector is ${sector.name} at ${pct(sector.percent)} of the invested value${sector.percent >= 40 ? ', a concentration worth reducing' : ''}.`);
  lines.push(over.length ? `Above the ${facts.maxPositionSize}% max position size: ${over.map((h) => `${h.symbol} ${pct(h.weight)}`).join(', ')}.` : `No position is above the ${facts.maxPositionSize}% max position size.`);
  if (risky.length) lines.push(`Rated high risk by the analysis: ${risky.map((r) => r.symbol).join(', ')}.`);
  return { answer: lines.join(' '), confidence: 0.85, followUpQuestions: ['What should I rebalance?', 'What is my biggest position?'], used: { holdings: true, recommendations: risky } };
}

function rebalance(facts: ChatFacts): Answer {
  if (facts.holdings.length === 0) return noHoldings(facts);
  const over = facts.holdings.filter((h) => h.weight > facts.maxPositionSize);
  const recs = facts.recommendations.filter((r) => r.recommendation === 'rebalance' || r.recommendation === 'diversify' || r.recommendation === 'sell');
  const lines = over.length
    ? [`Trim ${over.map((h) => `${h.symbol} (${pct(h.weight)}, about ${money(((h.weight - facts.maxPositionSize) / 100) * facts.totalValue)} above the ${facts.maxPositionSize}% limit)`).join(', ')}.`]
    : [`Every position is within the ${facts.maxPositionSize}% max position size.`];
  if (recs.length) lines.push(`Active recommendations: ${recs.slice(0, 5).map((r) => `${r.title} (${confidencePercent(r.confidence)}%)`).join('; ')}.`);
  else lines.push('Run an AI portfolio analysis for sector and risk suggestions.');
  return { answer: lines.join(' '), confidence: over.length || recs.length ? 0.85 : 0.7, followUpQuestions: ['How risky is my portfolio?', 'What should I buy?'], used: { holdings: true, recommendations: recs.slice(0, 5) } };
}

function explain(facts: ChatFacts, symbols: string[]): Answer | null {
  const recs = facts.recommendations.filter((r) => symbols.includes(r.symbol));
  const holdings = facts.holdings.filter((h) => symbols.includes(h.symbol));
  if (recs.length === 0 && holdings.length === 0) return null;
  const lines: string[] = [];
  for (const h of holdings) lines.push(`${h.symbol}: ${h.quantity} shares worth ${money(h.value)} (${pct(h.weight)} of ${facts.scope})${h.gainLossPercent !== null ? `, ${signed(h.gainLossPercent)} on cost` : ''}.`);
  for (const r of recs) {
    lines.push(`The ${r.source.toLowerCase()} rates ${r.symbol} ${r.recommendation.toUpperCase()} with ${confidencePercent(r.confidence)}% confidence (${r.riskLevel} risk${r.targetPrice !== null ? `, target ${money(r.targetPrice)}` : ''}) because: ${r.reasoning.slice(0, 5).join('; ')}.`);
  }
  if (recs.length === 0) lines.push(`There is no active recommendation for ${symbols.join(', ')}; run an analysis from the stock's Analysis tab.`);
  return { answer: lines.join('\n'), confidence: recs.length ? 0.9 : 0.75, followUpQuestions: ['What should I rebalance?', 'How is my portfolio performing?'], used: { holdings: holdings.length > 0, recommendations: recs } };
}

function actions(facts: ChatFacts, type: 'buy' | 'sell' | null): Answer {
  const recs = facts.recommendations.filter((r) => (type ? r.recommendation === type : r.recommendation !== 'hold')).sort((a, b) => b.confidence - a.confidence).slice(0, 5);
  if (recs.length === 0) {
    return { answer: `There are no active ${type ?? 'buy or sell'} recommendations for ${facts.scope}. Run an AI portfolio analysis to get some.`, confidence: 0.7, followUpQuestions: ['How is my portfolio performing?'], used: {} };
  }
  const lines = recs.map((r) => `- ${r.title} (${r.recommendation}, ${confidencePercent(r.confidence)}%): ${r.reasoning[0] ?? ''}`);
  return { answer: `Your strongest active recommendations:\n${lines.join('\n')}`, confidence: 0.85, followUpQuestions: recs.slice(0, 2).map((r) => `Why the recommendation on ${r.symbol}?`), used: { recommendations: recs } };
}

function cash(facts: ChatFacts): Answer {
  if (facts.cashBalance === null) return { answer: `No deposits or withdrawals are recorded for ${facts.scope}, so there is no cash balance. Record cash flows in Portfolio Settings.`, confidence: 0.9, followUpQuestions: ['How is my portfolio performing?'], used: {} };
  const share = facts.totalValue > 0 ? (Math.max(0, facts.cashBalance) / facts.totalValue) * 100 : 0;
  return { answer: `Cash in ${facts.scope}: ${money(facts.cashBalance)}, ${pct(share)} of the list.`, confidence: 0.9, followUpQuestions: ['What should I buy?'], used: { holdings: true } };
}

function noHoldings(facts: ChatFacts): Answer {
  const watching = facts.watching.length ? ` You are watching ${facts.watching.join(', ')}.` : '';
  return { answer: `${facts.scope} has no positions with a price yet, so there is nothing to measure.${watching} Add a stock or import a CSV to get started.`, confidence: 0.8, followUpQuestions: ['What can you help me with?'], used: { holdings: true } };
}

function overview(facts: ChatFacts): Answer {
  if (facts.holdings.length === 0) return noHoldings(facts);
  const base = performance(facts);
  return {
    ...base,
    answer: `${base.answer}\nI can answer from your own data: performance, your biggest position, risk and concentration, what to rebalance, why a stock got its recommendation, and your cash.`,
    confidence: 0.6,
    followUpQuestions: ['What is my biggest position?', 'How risky is my portfolio?', 'What should I rebalance?'],
  };
}

const has = (question: string, pattern: RegExp) => pattern.test(question);

export function routeQuestion(facts: ChatFacts): Answer {
  const q = facts.question.toLowerCase();
  const symbols = mentionedSymbols(facts);
  if (symbols.length && (has(q, /\bwhy\b|recommend|rating|explain|doing|think|about/) || symbols.length === 1)) {
    const answer = explain(facts, symbols);
    if (answer) return answer;
  }
  if (has(q, /biggest|largest|top holding|most (of my )?money/)) return biggest(facts);
  if (has(q, /rebalanc|trim|overweight|allocat/)) return rebalance(facts);
  if (has(q, /risk|volatil|safe|diversif|concentrat|sector|exposure/)) return risk(facts);
  if (has(q, /\bcash\b|deposit|withdraw/)) return cash(facts);
  if (has(q, /should i (buy|add)|what (to|should i) buy|buy/)) return actions(facts, 'buy');
  if (has(q, /should i sell|what (to|should i) sell|\bsell/)) return actions(facts, 'sell');
  if (has(q, /recommend|signal|suggest|action/)) return actions(facts, null);
  if (has(q, /perform|return|doing|gain|loss|profit|worth|value/)) return performance(facts);
  return overview(facts);
}

/** The offline answer, with the sources it actually used. */
export function answerOffline(facts: ChatFacts): ChatJudgement & { sources: string[] } {
  const { used, ...answer } = routeQuestion(facts);
  return { ...answer, sources: sourcesOf(facts, used) };
}
