/**
 * The performance chart on lightweight-charts, loaded lazily (the Investments screen's first
 * render never waits for it): market value and net invested, or the TWR against the benchmark,
 * in percent; the drawdown in a pane below. Reports the day under the cursor for the legend.
 */
import type { PerformancePoint } from '@folio/contracts';
import { formatLargeCurrency } from '@folio/shell-kit';
import { AreaSeries, createChart, LineSeries, LineStyle, type LineData, type WhitespaceData } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { chartOptions, chartTime, customFormat } from './chart-theme.ts';
import { SERIES_COLORS } from './colors.ts';
import { asPercent, type PerformanceMode } from './performance-view.ts';

export interface PerformanceChartProps {
  points: readonly PerformancePoint[];
  mode: PerformanceMode;
  /** The list's base currency, for the axis labels. */
  currency: string;
  dark: boolean;
  height: number;
  /** Index of the point under the cursor, null when the cursor leaves. */
  onHover(index: number | null): void;
}

const PERCENT = customFormat((value) => `${value.toFixed(1)}%`);
const time = chartTime;

/** Every series gets every day (whitespace where a value is missing), so logical index = point index. */
function line(points: readonly PerformancePoint[], value: (point: PerformancePoint) => number | null): Array<LineData | WhitespaceData> {
  return points.map((point) => {
    const y = value(point);
    return y === null ? { time: time(point.date) } : { time: time(point.date), value: y };
  });
}

export default function PerformanceChart({ points, mode, currency, dark, height, onHover }: PerformanceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const hover = useRef(onHover);
  hover.current = onHover;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createChart(element, chartOptions(dark, height));
    const money = customFormat((value) => formatLargeCurrency(value, 1, currency));
    const common = { priceLineVisible: false, lastValueVisible: true, crosshairMarkerVisible: true };
    if (mode === 'value') {
      chart
        .addSeries(AreaSeries, {
          ...common,
          lineColor: SERIES_COLORS.marketValue,
          topColor: 'rgba(45, 114, 210, 0.3)',
          bottomColor: 'rgba(45, 114, 210, 0.02)',
          lineWidth: 2,
          priceFormat: money,
        })
        .setData(line(points, (point) => point.marketValue));
      chart
        .addSeries(LineSeries, { ...common, color: SERIES_COLORS.netInvested, lineWidth: 2, lineStyle: LineStyle.Dashed, priceFormat: money })
        .setData(line(points, (point) => point.netInvested));
    } else {
      chart.addSeries(LineSeries, { ...common, color: SERIES_COLORS.twr, lineWidth: 2, priceFormat: PERCENT }).setData(line(points, (point) => asPercent(point.twr)));
      chart
        .addSeries(LineSeries, { ...common, color: SERIES_COLORS.benchmark, lineWidth: 2, lineStyle: LineStyle.Dashed, priceFormat: PERCENT })
        .setData(line(points, (point) => (point.benchmark === null ? null : asPercent(point.benchmark))));
    }
    // The drawdown in its own pane, a quarter of the height.
    const drawdown = chart.addSeries(
      AreaSeries,
      { ...common, lineColor: SERIES_COLORS.drawdown, topColor: 'rgba(205, 66, 70, 0.05)', bottomColor: 'rgba(205, 66, 70, 0.35)', lineWidth: 1, priceFormat: PERCENT, invertFilledArea: true },
      1,
    );
    drawdown.setData(line(points, (point) => asPercent(point.drawdown)));
    const panes = chart.panes();
    panes[1]?.setHeight(Math.round(height / 4));
    chart.timeScale().fitContent();
    chart.subscribeCrosshairMove((param) => {
      const index = param.logical === undefined ? null : Math.round(param.logical);
      hover.current(index !== null && index >= 0 && index < points.length ? index : null);
    });
    return () => chart.remove();
  }, [points, mode, currency, dark, height]);

  return <div ref={container} className="folio-chart-canvas" style={{ height }} data-testid="performance-canvas" />;
}
