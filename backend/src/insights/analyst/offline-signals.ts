/**
 * The offline analyst's signals: each reads one fact, scores it (+ favours buying, - selling) and
 * says why with the numbers it used. The weights are the whole method; they are listed here.
 */
import { daysAgo, money, pct, type StockFacts } from './facts.ts';

export type SignalArea = 'technical' | 'fundamental' | 'portfolio';

export interface Signal {
  area: SignalArea;
  points: number;
  text: string;
}

export const WEIGHTS = {
  rsiExtreme: 2,
  macdCross: 1,
  priceVsSma200: 1,
  maCross: 2,
  week52Edge: 0.5,
  metric: 0.5,
  pegAttractive: 1,
  pegExpensive: 0.5,
  pegVeryExpensive: 1,
  peUndervalued: 1,
  peOvervalued: 0.5,
  peRichlyValued: 1.5,
  overweight: 2,
  farOverweight: 3,
  sectorHeavy: 1,
} as const;

export const RSI_OVERBOUGHT = 70;
export const RSI_OVERSOLD = 30;
export const SECTOR_CONCENTRATION = 40;
/** A P/E this far above the sector average (percent) is richly valued. */
export const RICH_PREMIUM = 50;


function technicalSignals({ technicals: t, price }: StockFacts): Signal[] {
  if (!t) return [];
  const out: Signal[] = [];
  const add = (points: number, text: string) => out.push({ area: 'technical', points, text });
  if (t.rsi !== null && t.rsi >= RSI_OVERBOUGHT) add(-WEIGHTS.rsiExtreme, `RSI ${t.rsi.toFixed(1)} is above ${RSI_OVERBOUGHT}: overbought`);
  if (t.rsi !== null && t.rsi <= RSI_OVERSOLD) add(WEIGHTS.rsiExtreme, `RSI ${t.rsi.toFixed(1)} is below ${RSI_OVERSOLD}: oversold`);
  if (t.macdCross && t.macd !== null && t.macdSignal !== null) {
    const up = t.macdCross.direction === 'bullish';
    add(up ? WEIGHTS.macdCross : -WEIGHTS.macdCross,
      `MACD crossed ${up ? 'above' : 'below'} its signal line ${daysAgo(t.macdCross.barsAgo)} (MACD ${t.macd.toFixed(2)}, signal ${t.macdSignal.toFixed(2)})`);
  }
  if (t.maCross && t.sma50 !== null && t.sma200 !== null) {
    const golden = t.maCross.kind === 'golden';
    add(golden ? WEIGHTS.maCross : -WEIGHTS.maCross,
      `${golden ? 'Golden' : 'Death'} cross ${daysAgo(t.maCross.barsAgo)}: the 50-day average (${money(t.sma50)}) moved ${golden ? 'above' : 'below'} the 200-day average (${money(t.sma200)})`);
  }
  if (t.priceVsSma200 !== null && t.sma200 !== null && price !== null) {
    const above = t.priceVsSma200 >= 0;
    add(above ? WEIGHTS.priceVsSma200 : -WEIGHTS.priceVsSma200,
      `Price ${money(price)} is ${pct(Math.abs(t.priceVsSma200))} ${above ? 'above' : 'below'} the 200-day average (${money(t.sma200)})`);
  }
  if (t.week52 && t.week52.position >= 95) {
    add(-WEIGHTS.week52Edge, `Price is at ${pct(t.week52.position, 0)} of its 52-week range (${money(t.week52.low)}-${money(t.week52.high)}): near the high`);
  }
  if (t.week52 && t.week52.position <= 5) {
    add(WEIGHTS.week52Edge, `Price is at ${pct(t.week52.position, 0)} of its 52-week range (${money(t.week52.low)}-${money(t.week52.high)}): near the low`);
  }
  return out;
}

function fundamentalSignals({ fundamentals: f }: StockFacts): Signal[] {
  const out: Signal[] = [];
  const add = (points: number, text: string) => out.push({ area: 'fundamental', points, text });
  for (const m of f.metrics) {
    const value = m.unit === '%' ? pct(m.value) : `${m.value.toFixed(2)}x`;
    const limit = m.unit === '%' ? `${m.limit}%` : `${m.limit}x`;
    const good = m.assessment === 'good';
    const relation = m.direction === 'atLeast' ? (good ? `meets the ${limit} minimum` : `is below the ${limit} minimum`) : good ? `is within the ${limit} limit` : `is above the ${limit} limit`;
    add(good ? WEIGHTS.metric : -WEIGHTS.metric, `${m.label} ${value} ${relation}`);
  }
  if (f.peg) {
    const { value, assessment } = f.peg;
    if (assessment === 'Attractive') add(WEIGHTS.pegAttractive, `PEG ${value.toFixed(2)} is below 1: attractive for its growth`);
    else if (value > 2) add(-WEIGHTS.pegVeryExpensive, `PEG ${value.toFixed(2)} is above 2: expensive for its growth`);
    else add(-WEIGHTS.pegExpensive, `PEG ${value.toFixed(2)} is 1 or more: fully priced for its growth`);
  }
  if (f.pe) {
    const { value, sectorAverage, premiumPercent } = f.pe;
    const versus = `P/E ${value.toFixed(1)} is ${pct(Math.abs(premiumPercent))} ${premiumPercent < 0 ? 'below' : 'above'} the sector average ${sectorAverage.toFixed(1)}`;
    if (f.pe.assessment === 'Undervalued') add(WEIGHTS.peUndervalued, `${versus}: undervalued`);
    else if (premiumPercent > RICH_PREMIUM) add(-WEIGHTS.peRichlyValued, `${versus}: richly valued`);
    else add(-WEIGHTS.peOvervalued, `${versus}: overvalued`);
  }
  return out;
}

function portfolioSignals({ position: p, fundamentals: f }: StockFacts, leaning: number): Signal[] {
  const out: Signal[] = [];
  const add = (points: number, text: string) => out.push({ area: 'portfolio', points, text });
  if (p.held && p.weight > p.maxPositionSize) {
    const far = p.weight > p.maxPositionSize * 1.5;
    add(far ? -WEIGHTS.farOverweight : -WEIGHTS.overweight,
      `Position is ${pct(p.weight)} of the list, above the ${p.maxPositionSize}% max position size`);
  }
  if (p.sectorWeight !== null && p.sectorWeight >= SECTOR_CONCENTRATION && f.sector && (p.held || leaning > 0)) {
    add(-WEIGHTS.sectorHeavy, `${f.sector} is ${pct(p.sectorWeight)} of the list (concentration above ${SECTOR_CONCENTRATION}%)`);
  }
  return out;
}

/** Every signal the facts support, strongest first. */
export function signalsOf(facts: StockFacts): Signal[] {
  const market = [...technicalSignals(facts), ...fundamentalSignals(facts)];
  const leaning = market.reduce((sum, s) => sum + s.points, 0);
  return [...market, ...portfolioSignals(facts, leaning)].sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
}
