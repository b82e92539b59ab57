/**
 * The stock page's price chart (issue 14 item 3): a range selector, the user's buys and sells as
 * markers, the average cost line, a legend of the bar under the cursor and a text alternative
 * that counts the markers. The chart's code loads lazily.
 */
import { Card } from '@blueprintjs/core';
import { useTheme } from '@folio/shell-kit';
import { formatCurrency } from '@folio/shell-kit';
import { EmptyState, ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { formatDay } from '../common/dates.ts';
import { ChartLegend } from '../performance/ChartLegend.tsx';
import { SERIES_COLORS } from '../performance/colors.ts';
import { ToggleButtons } from '../performance/RangeButtons.tsx';
import '../performance/charts.css';
import { markerText, placeTrades, priceSummary, PRICE_RANGES, RANGE_NAMES, type PriceRange } from './price-chart-view.ts';
import { usePriceSeries, useSymbolTrades } from './use-price-chart.ts';

const PriceChart = lazy(() => import('./PriceChart.tsx'));
const CHART_HEIGHT = 260;

export function StockPriceChart({ symbol, listId, currency }: { symbol: string; listId: string | null; currency: string }) {
  const [range, setRange] = useState<PriceRange>('1y');
  const [hovered, setHovered] = useState<number | null>(null);
  const dark = useTheme() === 'dark';
  const prices = usePriceSeries(symbol, range);
  const trades = useSymbolTrades(symbol, listId);
  const headingId = useId();
  const summaryId = useId();
  const rows = useMemo(() => prices.data?.rows ?? [], [prices.data]);
  // Without the trades (still loading or failed) the prices still show, with no markers.
  const markers = useMemo(() => placeTrades(rows, trades.data?.trades ?? []), [rows, trades.data]);
  const tradeCurrency = trades.data?.currency ?? currency;
  const averageCost = trades.data?.averageCost ?? null;
  const row = (hovered !== null ? rows[hovered] : undefined) ?? rows.at(-1);

  let body;
  if (prices.isPending) body = <LoadingState text="Loading prices..." />;
  else if (prices.isError) body = <ErrorState text="Failed to load prices" onRetry={() => void prices.refetch()} />;
  else if (rows.length === 0) body = <EmptyState text={`No prices for ${symbol} in this range.`} />;
  else {
    const onDay = row ? markers.filter((marker) => marker.time === row.t.slice(0, 10)) : [];
    body = (
      <figure className="folio-chart-figure" aria-labelledby={headingId} aria-describedby={summaryId} data-testid="price-chart">
        {row && (
          <ChartLegend
            title={formatDay(row.t)}
            testId="price-legend"
            entries={[
              { label: 'Close', value: formatCurrency(row.c, undefined, tradeCurrency), color: SERIES_COLORS.price },
              ...(averageCost !== null ? [{ label: 'Average cost', value: formatCurrency(averageCost, undefined, tradeCurrency), color: SERIES_COLORS.averageCost }] : []),
              ...onDay.map((marker) => ({
                label: marker.trade.side === 'buy' ? 'Buy' : 'Sell',
                value: markerText(marker.trade, tradeCurrency),
                color: marker.trade.side === 'buy' ? SERIES_COLORS.buy : SERIES_COLORS.sell,
              })),
            ]}
          />
        )}
        <Suspense fallback={<LoadingState text="Loading chart..." />}>
          <PriceChart rows={rows} markers={markers} averageCost={averageCost} currency={tradeCurrency} dark={dark} height={CHART_HEIGHT} onHover={setHovered} />
        </Suspense>
        <figcaption id={summaryId} className="folio-visually-hidden" data-testid="price-summary" data-markers={markers.length}>
          {priceSummary(symbol, rows, markers, trades.data, tradeCurrency)}
        </figcaption>
        {trades.isError && <p role="status">Your trades could not be loaded; the chart shows prices only.</p>}
      </figure>
    );
  }

  return (
    <Card className="folio-card folio-chart-card" role="region" aria-labelledby={headingId} data-testid="stock-price-chart">
      <h2 id={headingId}>Price</h2>
      <div className="folio-chart-controls">
        <ToggleButtons
          label="Price range"
          options={PRICE_RANGES}
          names={RANGE_NAMES}
          value={range}
          onChange={(next) => {
            setHovered(null);
            setRange(next);
          }}
        />
      </div>
      <div className="folio-chart-area">{body}</div>
    </Card>
  );
}
