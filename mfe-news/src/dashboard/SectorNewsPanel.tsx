/**
 * Sector News: GET /news/sector/{sector}, hourly; at most 8 articles, descriptions cut at 120,
 * 3 companies (section 9). The sector is the Sector filter's, else the portfolio's first sector.
 */
import { HTMLSelect } from '@blueprintjs/core';
import { NEWS_LIMITS, NEWS_SECTORS, type NewsSector } from '@folio/contracts';
import { newsKeys } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { EmptyState, ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ArticleCard } from '../common/ArticleCard.tsx';
import { NEWS_REFETCH_MS } from '../common/timing.ts';
import { matchesFilters, sectorLabel, type NewsFilterValues } from './NewsFilters.tsx';
import { Panel } from './Panel.tsx';

export function SectorNewsPanel({ filters, portfolioSectors }: { filters: NewsFilterValues; portfolioSectors: readonly NewsSector[] }) {
  const [picked, setPicked] = useState<NewsSector | null>(null);
  const sector: NewsSector = filters.sector !== 'all' ? filters.sector : (picked ?? portfolioSectors[0] ?? 'technology');
  const news = useQuery({ queryKey: newsKeys.sector(sector), queryFn: () => api.news.sector(sector), refetchInterval: NEWS_REFETCH_MS });
  const articles = (news.data ?? []).filter(matchesFilters(filters)).slice(0, NEWS_LIMITS.sectorArticles);
  const select = (
    <HTMLSelect
      aria-label="Sector of the sector news"
      value={sector}
      disabled={filters.sector !== 'all'}
      options={NEWS_SECTORS.map((value) => ({ value, label: sectorLabel(value) }))}
      onChange={(event) => setPicked(event.currentTarget.value as NewsSector)}
    />
  );
  return (
    <Panel title="Sector News" aside={select} testId="sector-news">
      {news.isPending && <LoadingState text="Loading sector news..." />}
      {news.isError && <ErrorState text="Failed to load sector news" onRetry={() => void news.refetch()} />}
      {news.isSuccess && articles.length === 0 && <EmptyState text="No sector news available" />}
      {articles.length > 0 && (
        <ul className="folio-news-list" aria-label={`${sectorLabel(sector)} news`}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} descriptionMax={NEWS_LIMITS.sectorDescription} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
