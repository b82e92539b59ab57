/** Series colours, chosen to read on both themes (Blueprint's palette, 3:1 against either background). */
export const SERIES_COLORS = {
  marketValue: '#2d72d2',
  netInvested: '#c87619',
  twr: '#2d72d2',
  benchmark: '#9d3f9d',
  drawdown: '#cd4246',
  price: '#2d72d2',
  buy: '#238551',
  sell: '#cd4246',
  averageCost: '#c87619',
} as const;
