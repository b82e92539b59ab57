/**
 * The stock's price on lightweight-charts (loaded lazily): closes as an area, the user's buys
 * and sells as markers (createSeriesMarkers, lightweight-charts 5) and the average cost of the
 * shares held as a price line. Reports the bar under the cursor for the legend.
 */
import type { PriceRow } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import { AreaSeries, createChart, createSeriesMarkers, LineStyle, type SeriesMarker, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { chartOptions, chartTime, customFormat } from '../performance/chart-theme.ts';
import { SERIES_COLORS } from '../performance/colors.ts';
import type { TradeMarker } from './price-chart-view.ts';

export interface PriceChartProps {
  rows: readonly PriceRow[];
  markers: readonly TradeMarker[];
  averageCost: number | null;
  /** The listing currency, for the axis labels. */
  currency: string;
  dark: boolean;
  height: number;
  onHover(index: number | null): void;
}

const time = chartTime;

export default function PriceChart({ rows, markers, averageCost, currency, dark, height, onHover }: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const hover = useRef(onHover);
  hover.current = onHover;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createChart(element, chartOptions(dark, height));
    const series = chart.addSeries(AreaSeries, {
      lineColor: SERIES_COLORS.price,
      topColor: 'rgba(45, 114, 210, 0.25)',
      bottomColor: 'rgba(45, 114, 210, 0.02)',
      lineWidth: 2,
      priceLineVisible: false,
      priceFormat: customFormat((value) => formatCurrency(value, undefined, currency)),
    });
    series.setData(rows.map((row) => ({ time: time(row.t), value: row.c })));
    const shapes: Array<SeriesMarker<UTCTimestamp>> = markers.map(({ time: day, trade }) =>
      trade.side === 'buy'
        ? { time: time(day), position: 'belowBar', shape: 'arrowUp', color: SERIES_COLORS.buy, text: 'B' }
        : { time: time(day), position: 'aboveBar', shape: 'arrowDown', color: SERIES_COLORS.sell, text: 'S' },
    );
    createSeriesMarkers(series, shapes);
    if (averageCost !== null) {
      series.createPriceLine({ price: averageCost, color: SERIES_COLORS.averageCost, lineWidth: 2, lineStyle: LineStyle.Dashed, axisLabelVisible: true, title: 'Avg cost' });
    }
    chart.timeScale().fitContent();
    chart.subscribeCrosshairMove((param) => {
      const index = param.logical === undefined ? null : Math.round(param.logical);
      hover.current(index !== null && index >= 0 && index < rows.length ? index : null);
    });
    return () => chart.remove();
  }, [rows, markers, averageCost, currency, dark, height]);

  return <div ref={container} className="folio-chart-canvas" style={{ height }} data-testid="price-canvas" />;
}
