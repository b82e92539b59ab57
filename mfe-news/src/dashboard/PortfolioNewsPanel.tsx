/** Your Stock News: the list's articles from GET /news/portfolio, with the stock count and paging. */
import { Button, Tag } from '@blueprintjs/core';
import type { PortfolioNewsResponse } from '@folio/contracts';
import { NonIdealState } from '@blueprintjs/core';
import { ArticleCard } from '../common/ArticleCard.tsx';
import { Panel } from './Panel.tsx';

export function PortfolioNewsPanel({ answer, page, onPage, busy }: {
  answer: PortfolioNewsResponse;
  page: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const stocks = answer.summary.symbols.length;
  const count = (
    <Tag minimal round>
      {stocks} {stocks === 1 ? 'stock' : 'stocks'}
    </Tag>
  );
  const { meta } = answer;
  return (
    <Panel title="Your Stock News" aside={count} testId="portfolio-news">
      {answer.portfolioNews.length === 0 ? (
        <NonIdealState
          icon="inbox"
          title="No portfolio news found"
          description={stocks === 0 ? 'Add stocks to your portfolio to see relevant news' : 'No recent news for your portfolio stocks'}
        />
      ) : (
        <ul className="folio-news-list" aria-label="Your stock news" aria-busy={busy || undefined}>
          {answer.portfolioNews.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} descriptionMax={240} />
            </li>
          ))}
        </ul>
      )}
      {(page > 1 || meta.hasMore) && (
        <nav className="folio-news-actions" aria-label="Pages of your stock news" style={{ justifyContent: 'space-between', alignItems: 'center', marginTop: 8 }}>
          <Button icon="chevron-left" text="Newer" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)} />
          <span className="folio-news-small">
            Page {meta.page} of {Math.max(1, Math.ceil(meta.total / meta.limit))} ({meta.total} articles)
          </span>
          <Button endIcon="chevron-right" text="Older" disabled={!meta.hasMore || busy} onClick={() => onPage(page + 1)} />
        </nav>
      )}
    </Panel>
  );
}
