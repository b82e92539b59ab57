/**
 * /news/timeline: the News Impact Timeline (dashboard-news-tools.md section 2). Headlines from
 * GET /news/correlation/impacts with the returns after each, an overlay chart of the first 5
 * symbols indexed to 100 (GET /stocks/history), the last 30 days by default. Index Portfolio
 * News (POST /news/portfolio) fetches and stores the list's news so the timeline has articles.
 */
import { Button, Callout, Card, H1, H2, Intent, NonIdealState } from '@blueprintjs/core';
import { historyKeys, newsKeys } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { Link, useSearchParams } from '@folio/shell-kit/router';
import { ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultRange, indexTo100, overlaySymbols } from '../timeline/chart-data.ts';
import { ImpactItem } from '../timeline/ImpactItem.tsx';
import { OverlayChart } from '../timeline/OverlayChart.tsx';
import { TimelineFilters, type TimelineRange } from '../timeline/TimelineFilters.tsx';
import '../styles/news.css';

/** Headlines shown at first and added by Show more: each row fetches its own sparkline. */
const PAGE = 20;

function useOverlay(symbols: string[], range: TimelineRange) {
  return useQuery({
    queryKey: historyKeys.symbols(symbols, range.from, range.to),
    queryFn: () =>
      api.request('GET', `/stocks/history?symbols=${symbols.map(encodeURIComponent).join(',')}&from=${range.from}&to=${range.to}&interval=1d`, 'MultiHistoryResponse'),
    enabled: symbols.length > 0,
    staleTime: 60 * 60_000,
  });
}

export default function NewsTimelinePage() {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const listId = search.get('listId') ?? undefined;
  const [range, setRange] = useState<TimelineRange>(() => ({ symbol: '', ...defaultRange() }));
  const [shown, setShown] = useState(PAGE);
  const filters = { symbol: range.symbol || undefined, from: range.from || undefined, to: range.to || undefined };
  const impacts = useQuery({ queryKey: newsKeys.impacts(filters), queryFn: () => api.news.correlationImpacts(filters) });
  const items = impacts.data?.data ?? [];
  const symbols = overlaySymbols(items, range.symbol || undefined);
  const overlay = useOverlay(symbols, range);
  const index = useMutation({
    mutationFn: () => api.news.indexPortfolio(listId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
  const refresh = () => {
    void impacts.refetch();
    if (symbols.length > 0) void overlay.refetch();
  };

  return (
    <section className="folio-news folio-news-page" data-testid="news-timeline-page">
      <header className="folio-news-header">
        <div>
          <H1>News Impact Timeline</H1>
          <p className="folio-news-muted">Correlate headlines with price performance</p>
        </div>
        <div className="folio-news-actions">
          <Button icon="import" intent={Intent.PRIMARY} text={index.isPending ? 'Indexing…' : 'Index Portfolio News'} disabled={index.isPending} onClick={() => index.mutate()} />
        </div>
      </header>
      {index.isSuccess && (
        <Callout intent={Intent.SUCCESS} role="status">
          Indexed {index.data.indexed} new {index.data.indexed === 1 ? 'article' : 'articles'} for {index.data.symbols.join(', ') || 'no symbols'} ({index.data.totalArticles} stored).
        </Callout>
      )}
      {index.isError && <ErrorState text="Failed to index portfolio news." onRetry={() => index.mutate()} />}
      <TimelineFilters
        applied={range}
        onApply={(next) => {
          setRange(next);
          setShown(PAGE);
        }}
        onRefresh={refresh}
        refreshing={impacts.isFetching}
      />
      {impacts.isPending && <LoadingState text="Loading timeline..." />}
      {impacts.isError && <ErrorState text="Failed to load." onRetry={() => void impacts.refetch()} />}
      {impacts.isSuccess && items.length === 0 && (
        <NonIdealState
          icon="timeline-events"
          title="No timeline data yet"
          description="Index your portfolio news to build correlations."
          action={<Link to="/news">Open Portfolio News</Link>}
        />
      )}
      {items.length > 0 && (
        <>
          <Card aria-labelledby="overlay-heading" role="region">
            <H2 id="overlay-heading" style={{ fontSize: 18 }}>
              {symbols.join(', ')} indexed to 100 ({range.from} to {range.to})
            </H2>
            {symbols.length > 0 && overlay.isPending && <LoadingState text="Loading prices..." />}
            {overlay.isError && <ErrorState text="Failed to load." onRetry={() => void overlay.refetch()} />}
            {overlay.data && <OverlayChart lines={symbols.map((symbol) => ({ symbol, points: indexTo100(overlay.data.data[symbol] ?? []) }))} />}
          </Card>
          <ul className="folio-news-list" aria-label="Headlines and price moves">
            {items.slice(0, shown).map((item) => (
              <li key={item.articleId}>
                <ImpactItem item={item} />
              </li>
            ))}
          </ul>
          {items.length > shown && (
            <Button
              text={`Show more (${items.length - shown} more ${items.length - shown === 1 ? 'headline' : 'headlines'})`}
              onClick={() => setShown(shown + PAGE)}
            />
          )}
        </>
      )}
    </section>
  );
}
