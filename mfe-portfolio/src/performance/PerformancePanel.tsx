/**
 * Performance over time on the Investments screen (issue 14 item 1): range buttons, value or
 * return (against the list's benchmark), drawdown, a legend of the day under the cursor, and a
 * text alternative. The chart's code (lightweight-charts) loads lazily after the holdings.
 */
import { Card } from '@blueprintjs/core';
import { PERFORMANCE_RANGES, type PerformanceRange } from '@folio/contracts';
import { useTheme } from '@folio/shell-kit';
import { EmptyState, ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { formatDay } from '../common/dates.ts';
import { ChartLegend } from './ChartLegend.tsx';
import { legendEntries, performanceSummary, type PerformanceMode } from './performance-view.ts';
import { ToggleButtons } from './RangeButtons.tsx';
import { usePerformance } from './use-performance.ts';
import './charts.css';

const PerformanceChart = lazy(() => import('./PerformanceChart.tsx'));
const MODES = ['value', 'return'] as const;
const CHART_HEIGHT = 280;

export function PerformancePanel({ listId }: { listId: string }) {
  const [range, setRange] = useState<PerformanceRange>('1Y');
  const [mode, setMode] = useState<PerformanceMode>('value');
  const [hovered, setHovered] = useState<number | null>(null);
  const dark = useTheme() === 'dark';
  const performance = usePerformance(listId, range);
  const headingId = useId();
  const summaryId = useId();
  const series = performance.data;
  const points = useMemo(() => series?.points ?? [], [series]);
  const shown = (hovered !== null ? points[hovered] : undefined) ?? points.at(-1);
  const benchmark = series?.benchmarkSymbol ?? 'Benchmark';

  let body;
  if (performance.isPending) body = <LoadingState text="Loading performance..." />;
  else if (performance.isError) body = <ErrorState text="Failed to load performance" onRetry={() => void performance.refetch()} />;
  else if (points.length === 0 || !series) body = <EmptyState text="No performance data yet. Add holdings with purchase dates to see your value over time." />;
  else {
    body = (
      <figure className="folio-chart-figure" aria-labelledby={headingId} aria-describedby={summaryId} data-testid="performance-chart">
        {shown && <ChartLegend title={formatDay(shown.date)} entries={legendEntries(shown, mode, series.baseCurrency, benchmark, series.includesCash)} testId="performance-legend" />}
        <Suspense fallback={<LoadingState text="Loading chart..." />}>
          <PerformanceChart points={points} mode={mode} currency={series.baseCurrency} dark={dark} height={CHART_HEIGHT} onHover={setHovered} />
        </Suspense>
        <figcaption id={summaryId} className="folio-visually-hidden" data-testid="performance-summary">
          {performanceSummary(series)}
        </figcaption>
      </figure>
    );
  }

  return (
    <Card className="folio-card folio-chart-card" aria-labelledby={headingId} data-testid="performance-panel" role="region">
      <h2 id={headingId}>Performance</h2>
      <div className="folio-chart-controls">
        <ToggleButtons label="Performance range" options={PERFORMANCE_RANGES} value={range} onChange={(next) => {
            setHovered(null);
            setRange(next);
          }} />
        <ToggleButtons<PerformanceMode>
          label="Performance measure"
          options={MODES}
          value={mode}
          onChange={setMode}
          names={{ value: 'Value', return: `Return vs ${benchmark}` }}
        />
      </div>
      <div className="folio-chart-area" aria-busy={performance.isFetching && !performance.isPending ? true : undefined}>
        {body}
      </div>
    </Card>
  );
}
