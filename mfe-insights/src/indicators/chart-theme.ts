/** Chart colours for Blueprint's light and dark themes. */
import { ColorType, CrosshairMode, type ChartOptions, type DeepPartial } from 'lightweight-charts';

/** `attribution`: TradingView's logo, kept on the main price chart as its licence asks. */
export function chartOptions(dark: boolean, height: number, attribution: boolean): DeepPartial<ChartOptions> {
  const text = dark ? '#abb3bf' : '#5f6b7c';
  const grid = dark ? 'rgba(255, 255, 255, 0.07)' : 'rgba(17, 20, 24, 0.07)';
  const border = dark ? 'rgba(255, 255, 255, 0.2)' : 'rgba(17, 20, 24, 0.15)';
  return {
    height,
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text, attributionLogo: attribution },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    // One axis width on every panel, so the panels' bars line up.
    rightPriceScale: { borderColor: border, minimumWidth: 84 },
    timeScale: { borderColor: border, rightOffset: 2 },
    crosshair: { mode: CrosshairMode.Normal },
  };
}

/** Line colours of the overlays and panels. */
export const SERIES_COLORS = {
  ema9: '#d1980b',
  ema21: '#9d3f9d',
  sma50: '#2d72d2',
  sma200: '#cd4246',
  bollinger: '#8f99a8',
  macd: '#2d72d2',
  signal: '#d1980b',
  rsi: '#9d3f9d',
  stochRsi: '#147eb3',
  obv: '#d1980b',
  context: '#2d72d2',
  reference: '#8f99a8',
} as const;
