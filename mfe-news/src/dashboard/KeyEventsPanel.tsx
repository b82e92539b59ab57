/**
 * Portfolio Key Events: GET /news/summary/{symbol} per portfolio symbol (the default symbols
 * when the portfolio has none), hourly; one symbol's failure is swallowed, all failing says so.
 * Descriptions cut at 100, 3 companies (section 9).
 */
import { H3 } from '@blueprintjs/core';
import { DEFAULT_KEY_EVENT_SYMBOLS, NEWS_LIMITS } from '@folio/contracts';
import { newsKeys } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { EmptyState, ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { useQueries } from '@tanstack/react-query';
import { ArticleCard } from '../common/ArticleCard.tsx';
import { NEWS_REFETCH_MS } from '../common/timing.ts';
import { matchesFilters, type NewsFilterValues } from './NewsFilters.tsx';
import { Panel } from './Panel.tsx';

/** Key events shown per symbol. */
const PER_SYMBOL = 2;

export function KeyEventsPanel({ filters, portfolioSymbols }: { filters: NewsFilterValues; portfolioSymbols: readonly string[] }) {
  const base = portfolioSymbols.length > 0 ? portfolioSymbols : DEFAULT_KEY_EVENT_SYMBOLS;
  const symbols = filters.symbol !== 'all' ? [filters.symbol] : base;
  const summaries = useQueries({
    queries: symbols.map((symbol) => ({
      queryKey: newsKeys.summary(symbol),
      queryFn: () => api.news.summary(symbol),
      refetchInterval: NEWS_REFETCH_MS,
    })),
  });
  const pending = summaries.some((summary) => summary.isPending);
  const allFailed = summaries.length > 0 && summaries.every((summary) => summary.isError);
  const groups = summaries
    .flatMap((summary) => (summary.data ? [summary.data] : []))
    .map((summary) => ({ symbol: summary.symbol, events: summary.keyEvents.filter(matchesFilters(filters)).slice(0, PER_SYMBOL) }))
    .filter((group) => group.events.length > 0);
  const retry = () => summaries.forEach((summary) => void summary.refetch());

  return (
    <Panel title="Portfolio Key Events" testId="key-events">
      {pending && groups.length === 0 && <LoadingState text="Loading key events..." />}
      {allFailed && <ErrorState text="Failed to load key events" onRetry={retry} />}
      {!pending && !allFailed && groups.length === 0 && <EmptyState text="No key events found for your portfolio stocks" />}
      {groups.map((group) => (
        <section key={group.symbol} className="folio-news-group" aria-label={`${group.symbol} key events`}>
          <H3>{group.symbol}</H3>
          <ul className="folio-news-list">
            {group.events.map((event) => (
              <li key={event.id}>
                <ArticleCard article={event} descriptionMax={NEWS_LIMITS.keyEventDescription} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Panel>
  );
}
