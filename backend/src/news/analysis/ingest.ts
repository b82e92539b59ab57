/**
 * The ingestion pipeline: normalise, deduplicate (against everything already stored, through the
 * given deduplicator), extract companies, score sentiment, classify impact and topics, assign
 * sectors. Pure apart from the deduplicator's memory; the caller stores the result.
 */
import { createHash } from 'node:crypto';
import type { NewsSector } from '@folio/contracts';
import type { StoredArticle } from '../article.ts';
import type { RawArticle } from '../provider.ts';
import { extractCompanies, type CompanyMatcher } from './companies.ts';
import type { Deduplicator } from './dedupe.ts';
import { classifyImpact } from './impact.ts';
import { normalise } from './normalise.ts';
import { sectorOfSymbol, sectorsOfText } from './sectors.ts';
import { articleSentiment } from './sentiment.ts';

export interface IngestOptions {
  matcher: CompanyMatcher;
  dedupe: Deduplicator;
  provider: string;
  /** Fetched as market news. */
  market: boolean;
  now: Date;
  /** Articles published before this are dropped (maxDaysBack). */
  notBefore: Date;
  sectorOf?: (symbol: string) => NewsSector;
}

export interface IngestResult {
  added: StoredArticle[];
  /** Duplicates of stored (or earlier in the batch) articles: duplicate id -> kept id. */
  duplicates: number;
  /** Unusable (no URL, title or time) or older than maxDaysBack. */
  rejected: number;
}

export const articleId = (url: string) => createHash('sha1').update(url).digest('hex').slice(0, 20);

export function ingest(raws: readonly RawArticle[], options: IngestOptions): IngestResult {
  const added: StoredArticle[] = [];
  let duplicates = 0;
  let rejected = 0;
  const sectorOf = options.sectorOf ?? sectorOfSymbol;
  const notBefore = options.notBefore.getTime();
  const notAfter = options.now.getTime() + 3_600_000;
  for (const raw of raws) {
    const article = normalise(raw);
    const at = article ? Date.parse(article.publishedAt) : Number.NaN;
    if (!article || at < notBefore || at > notAfter) {
      rejected += 1;
      continue;
    }
    const id = articleId(article.url);
    const { companies, relevance } = extractCompanies(options.matcher, article);
    if (options.dedupe.check({ id, url: article.url, title: article.title, publishedAt: article.publishedAt, companies })) {
      duplicates += 1;
      continue;
    }
    const { sentiment, sentimentScore } = articleSentiment(article);
    const { impact, topics } = classifyImpact(article.title, article.description, article.topics);
    const sectors = new Set<NewsSector>(companies.map(sectorOf).filter((sector) => sector !== 'general'));
    if (sectors.size === 0) for (const sector of sectorsOfText(`${article.title} ${article.description}`)) sectors.add(sector);
    added.push({
      _id: id,
      title: article.title,
      description: article.description,
      content: article.content,
      url: article.url,
      publishedAt: article.publishedAt,
      source: article.source,
      sentiment,
      sentimentScore,
      impact,
      companies,
      // Every card shows at least one topic.
      topics: topics.length ? topics : [companies.length ? 'company news' : 'markets'],
      relevance,
      sectors: sectors.size ? [...sectors] : ['general'],
      market: options.market || companies.length === 0,
      provider: options.provider,
      demo: article.demo ?? false,
      ingestedAt: options.now.toISOString(),
    });
  }
  return { added, duplicates, rejected };
}
