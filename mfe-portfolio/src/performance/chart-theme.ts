/** Chart colours for Blueprint's light and dark themes (shared by the lazily loaded charts). */
import { ColorType, CrosshairMode, type ChartOptions, type DeepPartial, type UTCTimestamp } from 'lightweight-charts';

export function chartOptions(dark: boolean, height: number): DeepPartial<ChartOptions> {
  const text = dark ? '#abb3bf' : '#5f6b7c';
  const grid = dark ? 'rgba(255, 255, 255, 0.07)' : 'rgba(17, 20, 24, 0.07)';
  const border = dark ? 'rgba(255, 255, 255, 0.2)' : 'rgba(17, 20, 24, 0.15)';
  return {
    height,
    autoSize: true,
    // TradingView's logo stays on, as the library's licence asks.
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text, attributionLogo: true, panes: { separatorColor: border } },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    rightPriceScale: { borderColor: border },
    // Years of daily points must fit a phone's width: the default 0.5 px per bar would cut MAX short.
    timeScale: { borderColor: border, minBarSpacing: 0.01 },
    crosshair: { mode: CrosshairMode.Magnet },
    // The page scrolls on phones; dragging across the chart must not be swallowed by it.
    handleScroll: { vertTouchDrag: false },
  };
}

/**
 * A series' own axis and crosshair labels. Per series, not the chart's localization.priceFormatter,
 * which would also override the percent panes' formats.
 */
export function customFormat(formatter: (value: number) => string, minMove = 0.01) {
  return { type: 'custom' as const, formatter, minMove };
}

/** A day (YYYY-MM-DD, or an ISO time of which the day is taken) as the chart's UTC timestamp. */
export const chartTime = (date: string) => (Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 1000) as UTCTimestamp;
