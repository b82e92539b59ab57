/**
 * What the performance chart says in words: the legend under the cursor and the text alternative
 * for screen readers. Pure, so the component tests check the numbers without a canvas.
 */
import type { PerformancePoint, PerformanceSeries } from '@folio/contracts';
import { formatCurrency, formatPercent } from '@folio/shell-kit';
import { formatDay } from '../common/dates.ts';
import { SERIES_COLORS } from './colors.ts';

/** Market value and net invested, or the time-weighted return against the benchmark. */
export type PerformanceMode = 'value' | 'return';

export interface LegendEntry {
  label: string;
  value: string;
  color: string;
}

/** The API gives returns as fractions (0.12); the chart and legend show percent. */
export const asPercent = (fraction: number) => fraction * 100;

/** What the value line is: with cash recorded it is not the Portfolio Value card's holdings-only figure. */
export const valueLabel = (includesCash: boolean) => (includesCash ? 'Value incl. cash' : 'Market value');

export function legendEntries(point: PerformancePoint, mode: PerformanceMode, currency: string, benchmarkSymbol: string, includesCash = false): LegendEntry[] {
  const main: LegendEntry[] =
    mode === 'value'
      ? [
          { label: valueLabel(includesCash), value: formatCurrency(point.marketValue, undefined, currency), color: SERIES_COLORS.marketValue },
          { label: 'Net invested', value: formatCurrency(point.netInvested, undefined, currency), color: SERIES_COLORS.netInvested },
        ]
      : [
          { label: 'Time-weighted return', value: formatPercent(asPercent(point.twr)), color: SERIES_COLORS.twr },
          { label: benchmarkSymbol, value: point.benchmark === null ? 'N/A' : formatPercent(asPercent(point.benchmark)), color: SERIES_COLORS.benchmark },
        ];
  return [...main, { label: 'Drawdown', value: formatPercent(asPercent(point.drawdown)), color: SERIES_COLORS.drawdown }];
}

/** The deepest drawdown of the range, a fraction <= 0. */
export function maxDrawdown(points: readonly PerformancePoint[]): number {
  return points.reduce((deepest, point) => Math.min(deepest, point.drawdown), 0);
}

/** One paragraph a screen reader reads instead of the chart. */
export function performanceSummary(series: PerformanceSeries): string {
  const first = series.points[0];
  const last = series.points.at(-1);
  if (!first || !last) return 'No performance data for this range.';
  const money = (value: number) => formatCurrency(value, undefined, series.baseCurrency);
  const benchmark = last.benchmark === null ? `${series.benchmarkSymbol} N/A` : `${series.benchmarkSymbol} ${formatPercent(asPercent(last.benchmark))}`;
  return [
    `${series.points.length} days from ${formatDay(first.date)} to ${formatDay(last.date)}.`,
    `${valueLabel(series.includesCash)} ${money(first.marketValue)} to ${money(last.marketValue)}; net invested ${money(last.netInvested)}.`,
    `Time-weighted return ${formatPercent(asPercent(last.twr))} against ${benchmark}.`,
    `Deepest drawdown ${formatPercent(asPercent(maxDrawdown(series.points)))}.`,
  ].join(' ');
}
