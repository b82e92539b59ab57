/** The offline analyst's markdown write-up: every figure it used, then its reasons. */
import { confidencePercent, type RecommendationDraft } from '@folio/contracts';
import { money, pct, type StockFacts } from './facts.ts';
import type { Scored } from './offline-stock.ts';

export const OFFLINE_MODEL = 'offline-rules-v1';

const na = (value: number | null | undefined, format: (v: number) => string) => (value === null || value === undefined ? 'N/A' : format(value));
const fixed = (digits: number) => (v: number) => v.toFixed(digits);

export function sourceNote(dataSource: string, asOf: string | null): string {
  const data = dataSource === 'demo' ? 'demo market data from the offline provider' : 'Yahoo Finance market data';
  return `_Offline rules-based analyst (${OFFLINE_MODEL}) on ${data}${asOf ? ` as of ${asOf}` : ''}. Not investment advice._`;
}

function technicalTable(facts: StockFacts): string[] {
  const t = facts.technicals;
  if (!t) return ['No price history was available, so there is no technical picture.'];
  const macdReading = t.macdCross ? `${t.macdCross.direction} cross ${t.macdCross.barsAgo} day(s) ago` : t.macd !== null && t.macdSignal !== null && t.macd > t.macdSignal ? 'above signal' : 'below signal';
  const rsiReading = t.rsi === null ? '' : t.rsi >= 70 ? 'overbought' : t.rsi <= 30 ? 'oversold' : 'neutral';
  const maReading = t.maCross ? `${t.maCross.kind} cross ${t.maCross.barsAgo} day(s) ago` : t.sma50 !== null && t.sma200 !== null ? (t.sma50 > t.sma200 ? '50-day above 200-day' : '50-day below 200-day') : '';
  return [
    '| Indicator | Value | Reading |',
    '|---|---|---|',
    `| RSI (14) | ${na(t.rsi, fixed(1))} | ${rsiReading} |`,
    `| MACD / signal | ${na(t.macd, fixed(2))} / ${na(t.macdSignal, fixed(2))} | ${macdReading} |`,
    `| SMA 50 / SMA 200 | ${na(t.sma50, money)} / ${na(t.sma200, money)} | ${maReading} |`,
    `| Price vs SMA 200 | ${na(t.priceVsSma200, (v) => `${v >= 0 ? '+' : ''}${v.toFixed(1)}%`)} | ${t.priceVsSma200 === null ? '' : t.priceVsSma200 >= 0 ? 'above' : 'below'} |`,
    `| 52-week position | ${t.week52 ? pct(t.week52.position, 0) : 'N/A'} | ${t.week52 ? `${money(t.week52.low)} - ${money(t.week52.high)}` : ''} |`,
    `| Volatility | ${na(t.volatility, (v) => `${v.toFixed(1)}% a year`)} | last 60 days |`,
  ];
}

function fundamentalTable(facts: StockFacts): string[] {
  const f = facts.fundamentals;
  if (f.metrics.length === 0 && !f.pe && !f.peg) return ['No fundamental figures were available.'];
  const rows = ['| Metric | Value | Threshold | Assessment |', '|---|---|---|---|'];
  for (const m of f.metrics) {
    const value = m.unit === '%' ? pct(m.value) : `${m.value.toFixed(2)}x`;
    rows.push(`| ${m.label} | ${value} | ${m.direction === 'atLeast' ? '>=' : '<='} ${m.limit}${m.unit} | ${m.assessment} |`);
  }
  if (f.peg) rows.push(`| PEG | ${f.peg.value.toFixed(2)} | < 1 | ${f.peg.assessment} |`);
  if (f.pe) rows.push(`| P/E vs sector | ${f.pe.value.toFixed(1)} vs ${f.pe.sectorAverage.toFixed(1)} | below sector | ${f.pe.assessment} |`);
  return rows;
}

function portfolioLines(facts: StockFacts): string[] {
  const p = facts.position;
  const lines = [
    p.held
      ? `- Position: ${p.quantity} shares worth ${money(p.value)}, ${pct(p.weight)} of the list (max position size ${p.maxPositionSize}%)`
      : `- Not held in this list (max position size ${p.maxPositionSize}%)`,
  ];
  if (facts.fundamentals.sector) lines.push(`- Sector: ${facts.fundamentals.sector}, ${p.sectorWeight === null ? 'N/A' : pct(p.sectorWeight)} of the list`);
  lines.push(`- Holdings in the list: ${p.totalStocks}; list value ${money(p.listValue)}`);
  lines.push(`- Cash: ${p.cashBalance === null ? 'none recorded' : money(p.cashBalance)}`);
  return lines;
}

export function stockMarkdown(facts: StockFacts, draft: RecommendationDraft, scored: Scored): string {
  const label = draft.type.charAt(0).toUpperCase() + draft.type.slice(1);
  const header = [
    `## ${facts.symbol} (${facts.name}): ${label}`,
    '',
    `**Confidence ${confidencePercent(draft.confidence)}%**, priority ${draft.priority}, risk ${draft.riskLevel}` +
      (draft.targetPrice !== null ? `, target ${money(draft.targetPrice)}` : '') +
      `. Price ${facts.price === null ? 'N/A' : money(facts.price)}.`,
    '',
    `Score ${scored.score > 0 ? '+' : ''}${scored.score} from ${scored.signals.length} signals (buy at +2.5 or more, sell at -2.5 or less); ` +
      `${Math.round(scored.agreement * 100)}% of the signal weight points the same way.`,
  ];
  return [
    ...header,
    '',
    '### Technical picture',
    ...technicalTable(facts),
    '',
    '### Fundamentals',
    ...fundamentalTable(facts),
    '',
    '### In the portfolio',
    ...portfolioLines(facts),
    '',
    '### Why',
    ...draft.reasoning.map((reason) => `- ${reason}`),
    '',
    '### What to do',
    ...draft.actionItems.map((item) => `- ${item}`),
    '',
    sourceNote(facts.dataSource, facts.technicals?.asOf ?? null),
  ].join('\n');
}
