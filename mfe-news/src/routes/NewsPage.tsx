/**
 * /news: the News Dashboard (dashboard-news-tools.md section 2). Market News, Sector News and
 * Portfolio Key Events on the left, Your Stock News on the right; four filters; Refresh refetches
 * every news answer on the page. The list is ?listId=, else the default list.
 */
import { Button, H1, NonIdealState } from '@blueprintjs/core';
import { newsKeys } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { useNavigate, useSearchParams } from '@folio/shell-kit/router';
import { LoadingState } from '@folio/shell-kit/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BuildStamp } from '../BuildStamp.tsx';
import { NEWS_REFETCH_MS } from '../common/timing.ts';
import { KeyEventsPanel } from '../dashboard/KeyEventsPanel.tsx';
import { MarketNewsPanel } from '../dashboard/MarketNewsPanel.tsx';
import { NewsFilters, NO_FILTERS, portfolioFilterQuery, type NewsFilterValues } from '../dashboard/NewsFilters.tsx';
import { PortfolioNewsPanel } from '../dashboard/PortfolioNewsPanel.tsx';
import { SectorNewsPanel } from '../dashboard/SectorNewsPanel.tsx';
import '../styles/news.css';

export default function NewsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const listId = search.get('listId');
  const [filters, setFilters] = useState<NewsFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [refreshing, setRefreshing] = useState(false);
  const query = { ...portfolioFilterQuery(filters), page };
  const portfolio = useQuery({
    queryKey: newsKeys.portfolio(listId, query),
    queryFn: () => api.news.portfolio({ listId: listId ?? undefined, ...query }),
    placeholderData: keepPreviousData,
    refetchInterval: NEWS_REFETCH_MS,
  });
  const summary = portfolio.data?.summary;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: newsKeys.all, type: 'active' });
    } finally {
      setRefreshing(false);
    }
  };
  const changeFilters = (next: NewsFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section className="folio-news folio-news-page" data-testid="news-page">
      <header className="folio-news-header">
        <div>
          <H1>News Dashboard</H1>
          <p className="folio-news-muted">Market headlines and news for your portfolio stocks</p>
        </div>
        <div className="folio-news-actions">
          <Button icon="refresh" text={refreshing ? 'Refreshing...' : 'Refresh'} disabled={refreshing} onClick={() => void refresh()} />
          <Button icon="timeline-events" text="View Timeline" onClick={() => navigate('/news/timeline')} />
          <Button icon="cog" text="Settings" onClick={() => navigate('/news/settings')} />
        </div>
      </header>
      <NewsFilters value={filters} symbols={summary?.symbols ?? []} sectors={summary?.sectors ?? []} onChange={changeFilters} />
      {portfolio.isError ? (
        <NonIdealState
          icon="error"
          title="Error loading news"
          description="Failed to load portfolio news. Please try again."
          action={<Button text="Retry" onClick={() => void portfolio.refetch()} />}
        />
      ) : (
        <div className="folio-news-columns">
          <div className="folio-news-column">
            <MarketNewsPanel filters={filters} />
            <SectorNewsPanel filters={filters} portfolioSectors={summary?.sectors ?? []} />
            {summary && <KeyEventsPanel filters={filters} portfolioSymbols={summary.symbols} />}
          </div>
          <div className="folio-news-column">
            {portfolio.data ? (
              <PortfolioNewsPanel answer={portfolio.data} page={page} onPage={setPage} busy={portfolio.isPlaceholderData} />
            ) : (
              <LoadingState text="Loading news..." />
            )}
          </div>
        </div>
      )}
      <BuildStamp />
    </section>
  );
}
