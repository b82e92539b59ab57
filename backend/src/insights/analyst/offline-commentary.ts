/** Market commentary and insights of a portfolio analysis, from the holdings' own figures. */
import type { RecommendationDraft } from '@folio/contracts';
import { daysAgo, money, pct, type PortfolioFacts } from './facts.ts';

export function portfolioCommentary(facts: PortfolioFacts): string {
  const techs = facts.stocks.filter((s) => facts.list.holdings.some((h) => h.symbol === s.symbol) && s.technicals);
  const data = facts.dataSource === 'demo' ? 'demo market data from the offline provider' : 'Yahoo Finance market data';
  if (techs.length === 0) return `There is no price history for this list's holdings yet, so there is no market read. Source: ${data}.`;
  const above = techs.filter((s) => (s.technicals!.priceVsSma200 ?? 0) >= 0 && s.technicals!.sma200 !== null);
  const below = techs.filter((s) => (s.technicals!.priceVsSma200 ?? 0) < 0);
  const rsis = techs.filter((s) => s.technicals!.rsi !== null);
  const averageRsi = rsis.length ? rsis.reduce((sum, s) => sum + s.technicals!.rsi!, 0) / rsis.length : null;
  const named = (list: typeof techs, value: (s: (typeof techs)[number]) => string) => list.map((s) => `${s.symbol} (${value(s)})`).join(', ');
  const overbought = rsis.filter((s) => s.technicals!.rsi! >= 70);
  const oversold = rsis.filter((s) => s.technicals!.rsi! <= 30);
  const golden = techs.filter((s) => s.technicals!.maCross?.kind === 'golden');
  const death = techs.filter((s) => s.technicals!.maCross?.kind === 'death');
  const parts = [
    `Across ${techs.length} holding(s) with price history, ${above.length} trade above their 200-day average and ${below.length} below.`,
  ];
  if (averageRsi !== null) parts.push(`The average RSI is ${averageRsi.toFixed(1)} (${averageRsi >= 70 ? 'stretched' : averageRsi <= 30 ? 'washed out' : 'neutral'}).`);
  if (overbought.length) parts.push(`Overbought: ${named(overbought, (s) => `RSI ${s.technicals!.rsi!.toFixed(1)}`)}.`);
  if (oversold.length) parts.push(`Oversold: ${named(oversold, (s) => `RSI ${s.technicals!.rsi!.toFixed(1)}`)}.`);
  if (golden.length) parts.push(`Recent golden cross: ${named(golden, (s) => daysAgo(s.technicals!.maCross!.barsAgo))}.`);
  if (death.length) parts.push(`Recent death cross: ${named(death, (s) => daysAgo(s.technicals!.maCross!.barsAgo))}.`);
  parts.push(`Source: ${data}, daily bars up to ${techs[0]!.technicals!.asOf}.`);
  return parts.join(' ');
}

export function portfolioInsights(facts: PortfolioFacts, verdicts: RecommendationDraft[]): string[] {
  const { list, diversification: d, performance: p } = facts;
  if (list.holdings.length === 0) {
    return [list.watching.length ? `This list only watches ${list.watching.join(', ')}; there are no positions to analyse.` : 'This list holds no positions yet.'];
  }
  const out: string[] = [];
  const largest = list.holdings[0]!;
  out.push(`Largest position: ${largest.symbol} at ${pct(largest.weight)} of the list (${money(largest.value)}; max position size ${list.maxPositionSize}%).`);
  const sector = d.sectorAllocation[0];
  if (sector) out.push(`Largest sector: ${sector.name} at ${pct(sector.percent)} of the invested value.`);
  out.push(list.cashBalance === null ? 'No cash flows are recorded for this list, so cash is not part of the picture.' : `Cash: ${money(list.cashBalance)} (${pct(list.totalValue > 0 ? (Math.max(0, list.cashBalance) / list.totalValue) * 100 : 0)} of the list).`);
  const ranked = list.holdings.filter((h) => h.gainLossPercent !== null).sort((a, b) => b.gainLossPercent! - a.gainLossPercent!);
  if (ranked.length >= 2) {
    const [best, worst] = [ranked[0]!, ranked.at(-1)!];
    out.push(`Best performer on cost: ${best.symbol} ${best.gainLossPercent! >= 0 ? '+' : ''}${pct(best.gainLossPercent!)}; weakest: ${worst.symbol} ${worst.gainLossPercent! >= 0 ? '+' : ''}${pct(worst.gainLossPercent!)}.`);
  }
  const count = (type: string) => verdicts.filter((v) => v.type === type).length;
  out.push(`Signals: ${count('buy')} buy, ${count('sell')} sell, ${count('hold')} hold.`);
  out.push(`Diversification ${d.diversificationScore}/10, risk ${d.riskScore}/10.`);
  if (p.totalReturn !== null) {
    out.push(`Return on cost ${p.totalReturn >= 0 ? '+' : ''}${pct(p.totalReturn)}` + (p.annualizedReturn !== null ? `; annualised ${pct(p.annualizedReturn)}` : '') + (p.volatility !== null ? `; volatility ${pct(p.volatility)} a year.` : '.'));
  }
  return out;
}
