/**
 * Impact rules: what kind of event an article reports decides how much it can move a price.
 * Earnings, guidance, mergers and acquisitions, bankruptcy and regulators' actions are high;
 * litigation, analyst rating changes, dividends and buybacks, leadership changes, product news
 * and macro data are medium; everything else is low. The matched rules are the article's topics.
 */
import type { NewsImpact } from '@folio/contracts';

interface ImpactRule {
  topic: string;
  impact: NewsImpact;
  pattern: RegExp;
}

export const IMPACT_RULES: readonly ImpactRule[] = [
  { topic: 'earnings', impact: 'high', pattern: /\b(earnings|quarterly (results|profit|revenue)|(first|second|third|fourth)[- ]quarter (results|profit|revenue|estimates)|Q[1-4] (results|earnings)|EPS|profit warning|beats? (estimates|expectations)|miss(es)? (estimates|expectations))\b/i },
  { topic: 'guidance', impact: 'high', pattern: /\b(guidance|outlook|full[- ]year forecast|(raises|lifts|cuts|lowers|trims|reaffirms) (its )?(forecast|outlook|targets?))\b/i },
  { topic: 'mergers & acquisitions', impact: 'high', pattern: /\b(acquir(e|es|ed|ing)|acquisition|merger|merge with|takeover|buyout|to buy [A-Z]\w+|deal to buy|tender offer|spin[- ]?off)\b/i },
  { topic: 'bankruptcy', impact: 'high', pattern: /\b(bankruptcy|Chapter 11|insolven\w+|default(s|ed)? on)\b/i },
  { topic: 'regulation', impact: 'high', pattern: /\b(SEC (charges|probe|investigation)|antitrust (ruling|suit|case)|FDA (approv\w+|reject\w+)|banned|export (ban|controls))\b/i },
  { topic: 'litigation', impact: 'medium', pattern: /\b(lawsuit|sues|sued|litigation|class action|settle(s|d|ment)|court|judge|verdict|fined|penalty)\b/i },
  { topic: 'analyst ratings', impact: 'medium', pattern: /\b(upgrade[sd]?|downgrade[sd]?|price target|initiat(es|ed) coverage|overweight|underweight|outperform|underperform|(buy|sell|hold) rating)\b/i },
  { topic: 'dividends & buybacks', impact: 'medium', pattern: /\b(dividend|buyback|share repurchase|special payout)\b/i },
  { topic: 'leadership', impact: 'medium', pattern: /\b(CEO|CFO|chief executive|steps down|resign\w*|appoint\w*|names new)\b/i },
  { topic: 'products', impact: 'medium', pattern: /\b(launch(es|ed)?|unveil\w*|recall\w*|new product|rollout|partnership|contract win|wins contract)\b/i },
  { topic: 'macro', impact: 'medium', pattern: /\b(Fed|Federal Reserve|inflation|CPI|jobs report|payrolls|GDP|interest rates?|Treasury yields?|recession|tariffs?)\b/i },
  { topic: 'markets', impact: 'low', pattern: /\b(stocks?|shares|index|indices|S&P 500|Nasdaq|Dow|market)\b/i },
];

const RANK: Readonly<Record<NewsImpact, number>> = { high: 3, medium: 2, low: 1 };

/** The strongest matching rule's impact and every matched topic (in rule order), plus the source's topics. */
export function classifyImpact(title: string, description: string, sourceTopics: readonly string[] = []): { impact: NewsImpact; topics: string[] } {
  const text = `${title}\n${description}`;
  let impact: NewsImpact = 'low';
  const topics: string[] = [];
  for (const rule of IMPACT_RULES) {
    if (!rule.pattern.test(text)) continue;
    topics.push(rule.topic);
    if (RANK[rule.impact] > RANK[impact]) impact = rule.impact;
  }
  for (const topic of sourceTopics) {
    const name = topic.toLowerCase();
    if (!topics.includes(name)) topics.push(name);
  }
  return { impact, topics };
}

export const impactRank = (impact: NewsImpact) => RANK[impact];
