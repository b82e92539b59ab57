import { describe, expect, it } from 'vitest';
import type { RawArticle } from '../provider.ts';
import { companyMatcher, extractCompanies } from './companies.ts';
import { Deduplicator } from './dedupe.ts';
import { classifyImpact } from './impact.ts';
import { ingest } from './ingest.ts';
import { canonicalUrl, plainText } from './normalise.ts';
import { articleSentiment } from './sentiment.ts';

const matcher = companyMatcher();
const raw = (over: Partial<RawArticle>): RawArticle => ({
  url: 'https://news.example.com/a', title: 'Title', description: '', content: '', publishedAt: '2026-03-02T14:00:00Z',
  source: 'Example', tickers: [], ...over,
});
const options = () => ({
  matcher, dedupe: new Deduplicator(), provider: 'test', market: false,
  now: new Date('2026-03-03T00:00:00Z'), notBefore: new Date('2026-01-01T00:00:00Z'),
});
const about = (title: string, description = '', content = '') => extractCompanies(matcher, { title, description, content, tickers: [] });

describe('dedupe', () => {
  it('the same story under one URL with tracking parameters, www and a fragment is stored once', () => {
    const result = ingest([
      raw({ url: 'https://www.news.example.com/apple-beats?utm_source=x#top', title: 'Apple beats estimates' }),
      raw({ url: 'https://news.example.com/apple-beats/', title: 'Apple tops estimates, shares rise' }),
    ], options());
    expect(result.added).toHaveLength(1);
    expect(result.duplicates).toBe(1);
    expect(canonicalUrl('HTTPS://WWW.Example.com/a/?b=2&a=1&utm_medium=y#x')).toBe('https://example.com/a/?a=1&b=2');
  });

  it('a wire story syndicated by two outlets with a publisher suffix and one changed word is one article', () => {
    const result = ingest([
      raw({ url: 'https://reuters.example/1', title: 'Microsoft raises full-year forecast as cloud demand accelerates' }),
      raw({ url: 'https://yahoo.example/2', title: 'Microsoft raises full-year forecast as cloud demand accelerates - Reuters', publishedAt: '2026-03-02T15:10:00Z' }),
      raw({ url: 'https://other.example/3', title: 'Microsoft lifts full-year forecast as cloud demand accelerates', publishedAt: '2026-03-02T16:00:00Z' }),
    ], options());
    expect(result.added.map((article) => article.url)).toEqual(['https://reuters.example/1']);
    expect(result.duplicates).toBe(2);
  });

  it('a near-identical title about another company is not a duplicate', () => {
    const result = ingest([
      raw({ url: 'https://a.example/1', title: 'Microsoft raises full-year forecast as cloud demand accelerates again' }),
      raw({ url: 'https://a.example/2', title: 'Oracle raises full-year forecast as cloud demand accelerates again' }),
    ], options());
    expect(result.added).toHaveLength(2);
  });

  it('similar titles about different companies, or the same title days apart, are kept', () => {
    const result = ingest([
      raw({ url: 'https://a.example/1', title: 'Apple shares rise after earnings beat' }),
      raw({ url: 'https://a.example/2', title: 'Nvidia shares rise after earnings beat' }),
      raw({ url: 'https://a.example/3', title: 'Apple shares rise after earnings beat', publishedAt: '2026-02-20T14:00:00Z' }),
    ], options());
    expect(result.added).toHaveLength(3);
  });

  it('an article no rule matches still has a topic', () => {
    const [company, market] = ingest([
      raw({ url: 'https://a.example/1', title: 'Apple to present at an industry conference' }),
      raw({ url: 'https://a.example/2', title: 'Five things to watch this week' }),
    ], options()).added;
    expect(company!.topics).toEqual(['company news']);
    expect(market!.topics).toEqual(['markets']);
  });

  it('articles without a URL or title, or older than maxDaysBack, are rejected', () => {
    const result = ingest([raw({ url: 'not a url' }), raw({ url: 'https://a.example/x', title: ' ' }), raw({ url: 'https://a.example/old', publishedAt: '2025-06-01T00:00:00Z' })], options());
    expect(result).toMatchObject({ added: [], rejected: 3 });
  });
});

describe('company extraction', () => {
  it('finds cashtags, tickers in parentheses and company names, most relevant first', () => {
    const { companies, relevance } = about('Apple (NASDAQ: AAPL) to buy startup; $MSFT slips', 'Apple said the deal closes in June. Microsoft shares fell.');
    expect(companies).toEqual(['AAPL', 'MSFT']);
    expect(relevance.AAPL).toBeGreaterThan(relevance.MSFT!);
    expect(relevance.AAPL).toBeLessThanOrEqual(1);
  });

  it('knows the names the press uses and maps share classes to one symbol', () => {
    expect(about('Google faces antitrust ruling').companies).toEqual(['GOOGL']);
    expect(about('Alphabet and Meta lead ad recovery').companies).toEqual(['GOOGL', 'META']);
    expect(about('Amazon expands same-day delivery').companies).toEqual(['AMZN']);
  });

  it('does not take ordinary capitalised words for tickers', () => {
    expect(about('NOW is the time: IT spending and AI budgets rise', 'The CEO said ALL plans are on track.').companies).toEqual([]);
    expect(about('Stocks rally as the Fed holds rates').companies).toEqual([]);
  });

  it('a body-only mention is less relevant than a title mention; a source relevance wins', () => {
    const result = about('Nvidia unveils new chip', 'Rivals AMD respond; Nvidia expects demand.');
    expect(result.relevance).toEqual({ NVDA: 0.7, AMD: 0.25 });
    const tagged = extractCompanies(matcher, { title: 'Chip stocks rally', description: '', content: '', tickers: ['TSM'], tickerRelevance: { TSM: 0.9 } });
    expect(tagged.relevance).toEqual({ TSM: 0.9 });
    const crowded = about('AMD, Intel, Nvidia and Qualcomm rally; Micron too');
    expect(Math.max(...Object.values(crowded.relevance))).toBeLessThan(0.6);
  });
});

describe('sentiment', () => {
  it('reads clearly good and bad headlines with the market words', () => {
    expect(articleSentiment({ title: 'Apple beats estimates as iPhone sales surge to a record', description: '' }).sentiment).toBe('positive');
    expect(articleSentiment({ title: 'Tesla plunges after downgrade and weak deliveries', description: '' }).sentiment).toBe('negative');
    expect(articleSentiment({ title: 'Microsoft to hold annual meeting on Tuesday', description: '' }).sentiment).toBe('neutral');
  });

  it("uses the source's own score when it gives one", () => {
    expect(articleSentiment({ title: 'Apple beats estimates', description: '', sentimentScore: -0.4 })).toEqual({ sentiment: 'negative', sentimentScore: -0.4 });
  });
});

describe('impact', () => {
  it.each([
    ['Apple beats third-quarter estimates', 'high', 'earnings'],
    ['Microsoft raises its outlook for cloud revenue', 'high', 'guidance'],
    ['Broadcom agrees to acquire VMware in $61 billion deal', 'high', 'mergers & acquisitions'],
    ['Meta sued by states over teen safety', 'medium', 'litigation'],
    ['Goldman downgrades Tesla to sell, cuts price target', 'medium', 'analyst ratings'],
    ['Coca-Cola raises quarterly dividend', 'medium', 'dividends & buybacks'],
    ['Five things to watch this week', 'low', undefined],
  ])('%s -> %s', (title, impact, topic) => {
    const result = classifyImpact(title, '');
    expect(result.impact).toBe(impact);
    if (topic) expect(result.topics).toContain(topic);
  });

  it('keeps the source topics after the matched rules', () => {
    expect(classifyImpact('Apple earnings beat', '', ['Technology']).topics).toEqual(['earnings', 'technology']);
  });
});

describe('normalising text', () => {
  it('strips tags, entities and NewsAPI truncation marks', () => {
    expect(plainText('<p>Apple &amp; Google</p>  sign   deal… [+2140 chars]')).toBe('Apple & Google sign deal…');
  });
});

describe('forgetting pruned articles', () => {
  it('a forgotten article no longer makes a later copy a duplicate', () => {
    const dedupe = new Deduplicator();
    const article = { id: 'a1', url: 'https://a.example/1', title: 'Microsoft raises full-year forecast as cloud demand accelerates', publishedAt: '2026-03-02T14:00:00Z', companies: ['MSFT'] };
    expect(dedupe.check(article)).toBeNull();
    expect(dedupe.check({ ...article, id: 'a2', url: 'https://b.example/2' })).toBe('a1');
    dedupe.forget(article);
    expect(dedupe.check({ ...article, id: 'a3', url: 'https://b.example/3' })).toBeNull();
    expect(dedupe.check({ ...article, id: 'a4' })).toBe('a3');
  });
});
