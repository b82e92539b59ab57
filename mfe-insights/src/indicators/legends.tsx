/** Crosshair legends: the values of the bar under the crosshair (else the latest bar). */
import { legendNumber, type ChartRow } from './chart-rows.ts';
import { SERIES_COLORS } from './chart-theme.ts';
import type { Toggles } from './indicator-options.ts';

/** The series' colour as a mark beside its name: text stays in the theme's colour (WCAG contrast). */
function Swatch({ color }: { color: string | undefined }) {
  return color ? <span className="folio-ins-swatch" style={{ background: color }} aria-hidden="true" /> : null;
}

function Value({ label, value, color }: { label: string; value: number | null | undefined; color?: string }) {
  return (
    <span className="folio-ins-legend-item">
      <Swatch color={color} />
      {label} {legendNumber(value)}
    </span>
  );
}

export function PriceLegend({ row, toggles }: { row: ChartRow; toggles: Toggles }) {
  const i = row.indicators;
  return (
    <>
      <span className="folio-ins-legend-item">{row.t}</span>
      <Value label="O" value={row.o} />
      <Value label="H" value={row.h} />
      <Value label="L" value={row.l} />
      <Value label="C" value={row.c} />
      {toggles.ema9 && <Value label="EMA9" value={i.ema9} color={SERIES_COLORS.ema9} />}
      {toggles.ema21 && <Value label="EMA21" value={i.ema21} color={SERIES_COLORS.ema21} />}
      {toggles.sma50 && <Value label="SMA50" value={i.sma50} color={SERIES_COLORS.sma50} />}
      {toggles.sma200 && <Value label="SMA200" value={i.sma200} color={SERIES_COLORS.sma200} />}
      {toggles.bollinger && (
        <span className="folio-ins-legend-item">
          <Swatch color={SERIES_COLORS.bollinger} />BB {legendNumber(i.bbUpper)} / {legendNumber(i.bbMiddle)} / {legendNumber(i.bbLower)}
        </span>
      )}
    </>
  );
}

export function MacdLegend({ row }: { row: ChartRow }) {
  return (
    <>
      <Value label="MACD" value={row.indicators.macd} color={SERIES_COLORS.macd} />
      <Value label="Signal" value={row.indicators.macdSignal} color={SERIES_COLORS.signal} />
      <Value label="Histogram" value={row.indicators.macdHistogram} />
    </>
  );
}

export function RsiLegend({ row }: { row: ChartRow }) {
  return <Value label="RSI" value={row.indicators.rsi} color={SERIES_COLORS.rsi} />;
}

export function StochLegend({ row }: { row: ChartRow }) {
  return <Value label="Stoch RSI" value={row.indicators.stochRsi} color={SERIES_COLORS.stochRsi} />;
}

export function VolumeLegend({ row, obv }: { row: ChartRow; obv: boolean }) {
  return (
    <>
      <Value label="Volume" value={row.v} />
      {obv && <Value label="OBV" value={row.indicators.obv} color={SERIES_COLORS.obv} />}
    </>
  );
}
