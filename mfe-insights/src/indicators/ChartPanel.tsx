/**
 * One chart panel of the indicators page on lightweight-charts: a candlestick, line or
 * histogram series per spec, optional reference lines, joined to the other panels' scrolling and
 * crosshair. The chart is rebuilt when its series, theme or size change.
 */
import { H5 } from '@blueprintjs/core';
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type SeriesType,
} from 'lightweight-charts';
import { useEffect, useRef, type ReactNode } from 'react';
import { DOWN_COLOR, UP_COLOR, type Candle, type Point } from './chart-rows.ts';
import type { ChartSync } from './chart-sync.ts';
import { chartOptions, SERIES_COLORS } from './chart-theme.ts';

export type SeriesSpec =
  | { id: string; kind: 'candles'; data: Candle[] }
  | { id: string; kind: 'line'; data: Point[]; color: string; width?: 1 | 2 | 3; dashed?: boolean; scale?: string; precision?: number; volume?: boolean }
  | { id: string; kind: 'histogram'; data: Point[]; color: string; scale?: string; volume?: boolean };

export interface ReferenceLine {
  price: number;
  title: string;
}

export interface ChartPanelProps {
  id: string;
  title: string;
  height: number;
  series: SeriesSpec[];
  dark: boolean;
  /** Lines at fixed values on the first series, e.g. RSI 50. */
  referenceLines?: readonly ReferenceLine[];
  /** Overlay price scales that keep to a band of the panel (e.g. volume at the bottom). */
  scaleMargins?: Readonly<Record<string, { top: number; bottom: number }>>;
  sync?: ChartSync;
  legend?: ReactNode;
  attribution?: boolean;
}

/** Volumes and OBV read as '88.56M' on the axis. */
const VOLUME_FORMAT = { priceFormat: { type: 'volume' as const } };

function addSeries(chart: IChartApi, spec: SeriesSpec): ISeriesApi<SeriesType> {
  const common = { priceLineVisible: false, lastValueVisible: true, title: '', ...(spec.kind !== 'candles' && spec.volume ? VOLUME_FORMAT : {}) };
  if (spec.kind === 'candles') {
    const series = chart.addSeries(CandlestickSeries, {
      upColor: UP_COLOR,
      downColor: DOWN_COLOR,
      wickUpColor: UP_COLOR,
      wickDownColor: DOWN_COLOR,
      borderVisible: false,
    });
    series.setData(spec.data);
    return series;
  }
  if (spec.kind === 'histogram') {
    const series = chart.addSeries(HistogramSeries, { ...common, color: spec.color, ...(spec.scale ? { priceScaleId: spec.scale } : {}) });
    series.setData(spec.data);
    return series;
  }
  const series = chart.addSeries(LineSeries, {
    ...common,
    color: spec.color,
    lineWidth: spec.width ?? 2,
    lineStyle: spec.dashed ? LineStyle.Dashed : LineStyle.Solid,
    crosshairMarkerVisible: false,
    ...(spec.precision ? { priceFormat: { type: 'price' as const, precision: spec.precision, minMove: 10 ** -spec.precision } } : {}),
    ...(spec.scale ? { priceScaleId: spec.scale } : {}),
  });
  series.setData(spec.data);
  return series;
}

function valuesOf(spec: SeriesSpec | undefined): Map<string, number> {
  const values = new Map<string, number>();
  for (const point of spec?.data ?? []) {
    const value = 'close' in point ? point.close : point.value;
    if (value !== undefined) values.set(point.time, value);
  }
  return values;
}

export function ChartPanel({ id, title, height, series, dark, referenceLines, scaleMargins, sync, legend, attribution = false }: ChartPanelProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || series.length === 0) return;
    const chart = createChart(element, chartOptions(dark, height, attribution));
    const apis = series.map((spec) => addSeries(chart, spec));
    for (const line of referenceLines ?? []) {
      apis[0]?.createPriceLine({ price: line.price, title: line.title, color: SERIES_COLORS.reference, lineWidth: 1, lineStyle: LineStyle.Dotted, axisLabelVisible: true });
    }
    for (const [scale, margins] of Object.entries(scaleMargins ?? {})) chart.priceScale(scale).applyOptions({ scaleMargins: margins });
    chart.timeScale().fitContent();
    const values = valuesOf(series[0]);
    const leave = sync && apis[0] ? sync.join({ chart, series: apis[0], valueAt: (time) => values.get(time) }) : undefined;
    return () => {
      leave?.();
      chart.remove();
    };
  }, [series, dark, height, referenceLines, scaleMargins, sync, attribution]);

  return (
    <section className="folio-ins-chart-panel" data-testid={`chart-panel-${id}`} aria-label={title}>
      <header className="folio-ins-chart-header">
        <H5>{title}</H5>
        {legend && <div className="folio-ins-chart-legend">{legend}</div>}
      </header>
      <div ref={container} className="folio-ins-chart-canvas" style={{ height }} />
    </section>
  );
}
