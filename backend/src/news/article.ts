/** A stored article: the contract's article with relevance per symbol and where it came from. */
import type { NewsArticle, NewsImpact, NewsSector, NewsSentiment } from '@folio/contracts';

export interface StoredArticle {
  _id: string;
  title: string;
  description: string;
  content: string;
  url: string;
  publishedAt: string;
  source: string;
  sentiment: NewsSentiment;
  sentimentScore: number;
  impact: NewsImpact;
  companies: string[];
  topics: string[];
  /** Symbol -> 0..1. */
  relevance: Record<string, number>;
  sectors: NewsSector[];
  /** Fetched as market news (or names no company). */
  market: boolean;
  /** The news source that delivered it (NewsAPI, Alpha Vantage, Polygon, Offline demo feed). */
  provider: string;
  demo: boolean;
  ingestedAt: string;
}

/** The API shape; relevance for `symbol` when given, else for the most relevant company. */
export function toNewsArticle(article: StoredArticle, symbol?: string): NewsArticle {
  const first = article.companies[0];
  const relevance = (symbol ? article.relevance[symbol] : undefined) ?? (first ? article.relevance[first] : undefined) ?? 0;
  return {
    id: article._id,
    title: article.title,
    description: article.description,
    content: article.content,
    url: article.url,
    publishedAt: article.publishedAt,
    source: article.source,
    sentiment: article.sentiment,
    sentimentScore: article.sentimentScore,
    impact: article.impact,
    companies: article.companies,
    topics: article.topics,
    relevance,
    demo: article.demo,
  };
}
