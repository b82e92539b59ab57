/**
 * Sentiment of a headline and its summary with the AFINN-165 word list (`sentiment` package),
 * extended with market words AFINN lacks ("beats", "downgrade", "plunges"). A source's own score
 * is used when it gives one.
 */
import type { NewsSentiment } from '@folio/contracts';
import Sentiment from 'sentiment';

const MARKET_WORDS: Record<string, number> = {
  beat: 2, beats: 2, tops: 2, surge: 3, surges: 3, soar: 3, soars: 3, jumps: 2, rally: 2, rallies: 2, climbs: 2, gains: 1,
  record: 1, upgrade: 2, upgrades: 2, upgraded: 2, outperform: 2, bullish: 2, raises: 1, boosts: 2, strong: 2, rebound: 2,
  miss: -2, misses: -2, plunge: -3, plunges: -3, tumbles: -3, slump: -2, slumps: -2, sinks: -2, falls: -1, drops: -1, slides: -2,
  downgrade: -2, downgrades: -2, downgraded: -2, underperform: -2, bearish: -2, cuts: -1, lawsuit: -2, sues: -2, probe: -2,
  recall: -2, layoffs: -2, bankruptcy: -3, halts: -2, weak: -2, warns: -2, antitrust: -1, fine: 0, fined: -2, delay: -1, delays: -1,
};

const analyser = new Sentiment();
const options = { extras: MARKET_WORDS };

/** Label thresholds on a -1..1 score (Alpha Vantage's "somewhat" bands start at ±0.15). */
export function sentimentLabel(score: number): NewsSentiment {
  if (score >= 0.15) return 'positive';
  if (score <= -0.15) return 'negative';
  return 'neutral';
}

/** -1..1: the comparative AFINN score (per word, -5..5) of title and summary, the title counted twice. */
export function scoreSentiment(title: string, description: string): number {
  // Each text analysed once; the title's score and words count twice.
  const head = analyser.analyze(title, options);
  const body = description ? analyser.analyze(description, options) : { score: 0, tokens: [] };
  const words = 2 * head.tokens.length + body.tokens.length;
  const comparative = words ? (2 * head.score + body.score) / words : 0;
  return Math.round(Math.tanh(comparative * 2) * 1000) / 1000;
}

export function articleSentiment(article: { title: string; description: string; sentimentScore?: number }): { sentiment: NewsSentiment; sentimentScore: number } {
  const score = article.sentimentScore ?? scoreSentiment(article.title, article.description);
  const clamped = Math.max(-1, Math.min(1, score));
  return { sentiment: sentimentLabel(clamped), sentimentScore: clamped };
}
