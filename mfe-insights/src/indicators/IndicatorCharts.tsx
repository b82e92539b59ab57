/**
 * The chart panels: price with moving averages and Bollinger bands, MACD, RSI with its 50 line,
 * Stochastic RSI, and Volume with OBV. Panels scroll and zoom together; the legends follow the crosshair.
 */
import { useMemo, useState } from 'react';
import { candles, histogram, line, rowAt, volume, type ChartRow } from './chart-rows.ts';
import { ChartSync } from './chart-sync.ts';
import { SERIES_COLORS } from './chart-theme.ts';
import { ChartPanel, type ReferenceLine, type SeriesSpec } from './ChartPanel.tsx';
import { CHART_HEIGHTS, type Toggles } from './indicator-options.ts';
import { MacdLegend, PriceLegend, RsiLegend, StochLegend, VolumeLegend } from './legends.tsx';

const RSI_LINES: readonly ReferenceLine[] = [{ price: 50, title: '50' }];
const STOCH_LINES: readonly ReferenceLine[] = [
  { price: 80, title: '80' },
  { price: 20, title: '20' },
];
const VOLUME_SCALES = { volume: { top: 0.7, bottom: 0 } } as const;

function priceSeries(rows: readonly ChartRow[], toggles: Toggles): SeriesSpec[] {
  const specs: SeriesSpec[] = [{ id: 'candles', kind: 'candles', data: candles(rows) }];
  if (toggles.bollinger) {
    specs.push(
      { id: 'bbUpper', kind: 'line', data: line(rows, 'bbUpper'), color: SERIES_COLORS.bollinger, width: 1, dashed: true },
      { id: 'bbMiddle', kind: 'line', data: line(rows, 'bbMiddle'), color: SERIES_COLORS.bollinger, width: 1 },
      { id: 'bbLower', kind: 'line', data: line(rows, 'bbLower'), color: SERIES_COLORS.bollinger, width: 1, dashed: true },
    );
  }
  for (const key of ['ema9', 'ema21', 'sma50', 'sma200'] as const) {
    if (toggles[key]) specs.push({ id: key, kind: 'line', data: line(rows, key), color: SERIES_COLORS[key], width: key.startsWith('sma') ? 2 : 1 });
  }
  return specs;
}

export function IndicatorCharts({ rows, toggles, dark }: { rows: readonly ChartRow[]; toggles: Toggles; dark: boolean }) {
  const [hover, setHover] = useState<string | null>(null);
  const [sync] = useState(() => new ChartSync(setHover));
  const row = rowAt(rows, hover);

  const specs = useMemo(
    () => ({
      price: priceSeries(rows, toggles),
      macd: [
        { id: 'macdHistogram', kind: 'histogram', data: histogram(rows), color: SERIES_COLORS.macd },
        { id: 'macd', kind: 'line', data: line(rows, 'macd'), color: SERIES_COLORS.macd },
        { id: 'macdSignal', kind: 'line', data: line(rows, 'macdSignal'), color: SERIES_COLORS.signal },
      ] satisfies SeriesSpec[],
      rsi: [{ id: 'rsi', kind: 'line', data: line(rows, 'rsi'), color: SERIES_COLORS.rsi }] satisfies SeriesSpec[],
      stochRsi: [{ id: 'stochRsi', kind: 'line', data: line(rows, 'stochRsi'), color: SERIES_COLORS.stochRsi }] satisfies SeriesSpec[],
      volume: [
        { id: 'volume', kind: 'histogram', data: volume(rows), color: SERIES_COLORS.reference, scale: 'volume', volume: true },
        ...(toggles.obv ? [{ id: 'obv', kind: 'line', data: line(rows, 'obv'), color: SERIES_COLORS.obv, volume: true } satisfies SeriesSpec] : []),
      ] satisfies SeriesSpec[],
    }),
    [rows, toggles],
  );

  if (!row) return null;
  return (
    <div className="folio-ins-charts">
      <ChartPanel
        id="price"
        title="Price"
        height={CHART_HEIGHTS.main}
        series={specs.price}
        dark={dark}
        sync={sync}
        attribution
        legend={<PriceLegend row={row} toggles={toggles} />}
      />
      {toggles.macd && (
        <ChartPanel id="macd" title="MACD" height={CHART_HEIGHTS.sub} series={specs.macd} dark={dark} sync={sync} legend={<MacdLegend row={row} />} />
      )}
      {toggles.rsi && (
        <ChartPanel
          id="rsi"
          title="RSI"
          height={CHART_HEIGHTS.sub}
          series={specs.rsi}
          dark={dark}
          sync={sync}
          referenceLines={RSI_LINES}
          legend={<RsiLegend row={row} />}
        />
      )}
      {toggles.stochRsi && (
        <ChartPanel
          id="stoch-rsi"
          title="Stoch RSI"
          height={CHART_HEIGHTS.sub}
          series={specs.stochRsi}
          dark={dark}
          sync={sync}
          referenceLines={STOCH_LINES}
          legend={<StochLegend row={row} />}
        />
      )}
      <ChartPanel
        id="volume"
        title={toggles.obv ? 'Volume and OBV' : 'Volume'}
        height={CHART_HEIGHTS.sub}
        series={specs.volume}
        dark={dark}
        sync={sync}
        scaleMargins={VOLUME_SCALES}
        legend={<VolumeLegend row={row} obv={toggles.obv} />}
      />
    </div>
  );
}
