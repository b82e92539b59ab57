/**
 * One headline as every news list shows it: the title linking to the article, source and
 * relative time, sentiment and impact, the companies (a few, then +N) and up to 3 topics.
 */
import { Intent, Tag } from '@blueprintjs/core';
import { NEWS_LIMITS, type NewsArticle } from '@folio/contracts';
import { relativeTime, truncate } from './text.ts';

const SENTIMENT_INTENT = { positive: Intent.SUCCESS, negative: Intent.DANGER, neutral: Intent.NONE } as const;
const IMPACT_INTENT = { high: Intent.DANGER, medium: Intent.WARNING, low: Intent.NONE } as const;

export interface ArticleCardProps {
  article: NewsArticle;
  /** Characters of the description shown; 0 hides it. */
  descriptionMax: number;
  titleMax?: number;
  /** Show '+N' after the first companies (the widget). */
  countMoreCompanies?: boolean;
  /** Topics are shown on the dashboard's cards, not in the widget. */
  showTopics?: boolean;
  /** Relative times in weeks too (the widget). */
  weeks?: boolean;
  now?: number;
}

export function ArticleCard({ article, descriptionMax, titleMax, countMoreCompanies, showTopics = true, weeks, now }: ArticleCardProps) {
  const companies = article.companies.slice(0, NEWS_LIMITS.companiesShown);
  const more = article.companies.length - companies.length;
  const title = titleMax ? truncate(article.title, titleMax) : article.title;
  return (
    <article className="folio-news-card" aria-label={article.title}>
      <a className="folio-news-title" href={article.url} target="_blank" rel="noreferrer" title={title === article.title ? undefined : article.title}>
        {title}
      </a>
      <div className="folio-news-meta">
        <span>{article.source}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.publishedAt}>{relativeTime(article.publishedAt, now, { weeks })}</time>
        {article.demo && <Tag minimal>Demo data</Tag>}
      </div>
      {descriptionMax > 0 && article.description && <p className="folio-news-description">{truncate(article.description, descriptionMax)}</p>}
      <div className="folio-news-tags">
        <Tag minimal intent={SENTIMENT_INTENT[article.sentiment]}>{article.sentiment}</Tag>
        <Tag minimal intent={IMPACT_INTENT[article.impact]}>{article.impact} impact</Tag>
        {companies.map((symbol) => (
          <Tag key={symbol} className="folio-news-symbol">
            {symbol}
          </Tag>
        ))}
        {countMoreCompanies && more > 0 && <Tag minimal>+{more}</Tag>}
        {showTopics &&
          article.topics.slice(0, NEWS_LIMITS.topicsShown).map((topic) => (
            <Tag key={topic} minimal round className="folio-news-topic">
              {topic}
            </Tag>
          ))}
      </div>
    </article>
  );
}

export { IMPACT_INTENT, SENTIMENT_INTENT };
