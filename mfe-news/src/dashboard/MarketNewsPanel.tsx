/** Market News on the News Dashboard: GET /news/market, hourly, with the sentiment and impact filters. */
import { newsKeys } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { EmptyState, ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { ArticleCard } from '../common/ArticleCard.tsx';
import { NEWS_REFETCH_MS } from '../common/timing.ts';
import { matchesFilters, type NewsFilterValues } from './NewsFilters.tsx';
import { Panel } from './Panel.tsx';

const SHOWN = 10;

export function MarketNewsPanel({ filters }: { filters: NewsFilterValues }) {
  const market = useQuery({ queryKey: newsKeys.market, queryFn: () => api.news.market(), refetchInterval: NEWS_REFETCH_MS });
  const articles = (market.data ?? []).filter(matchesFilters(filters)).slice(0, SHOWN);
  return (
    <Panel title="Market News" testId="market-news">
      {market.isPending && <LoadingState text="Loading market news..." />}
      {market.isError && <ErrorState text="Error loading news" onRetry={() => void market.refetch()} />}
      {market.isSuccess && articles.length === 0 && <EmptyState text="No market news available" />}
      {articles.length > 0 && (
        <ul className="folio-news-list" aria-label="Market news">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} descriptionMax={160} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
