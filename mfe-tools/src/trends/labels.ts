import { strengthOf, trendDirection } from '@folio/contracts';

const NAMES: Record<string, string> = {
  GOLDEN_CROSS: 'Golden cross',
  DEATH_CROSS: 'Death cross',
  PRICE_CROSS_UP_SMA200: 'Price crossed above SMA200',
  PRICE_CROSS_DOWN_SMA200: 'Price crossed below SMA200',
  RSI_OVERBOUGHT: 'RSI overbought',
  RSI_OVERSOLD: 'RSI oversold',
  MACD_CROSS_UP: 'MACD crossed above signal',
  MACD_CROSS_DOWN: 'MACD crossed below signal',
  BREAKOUT_UP_52W_HIGH: '52-week high breakout',
  BREAKDOWN_52W_LOW: '52-week low breakdown',
  VOLUME_SPIKE_UP: 'Volume spike (rising)',
  VOLUME_SPIKE_DOWN: 'Volume spike (falling)',
};

/** A signal type as people read it; unknown types are shown with spaces for underscores. */
export function signalName(signalType: string): string {
  return NAMES[signalType] ?? signalType.replaceAll('_', ' ');
}

/** 'Extreme', 'Strong', 'Moderate' or 'Weak' (unknown falls back to Weak) and its colour class. */
export function strengthLabel(strength: string): { text: string; className: string } {
  const known = strengthOf(strength);
  return { text: known.charAt(0) + known.slice(1).toLowerCase(), className: `folio-strength folio-strength-${known.toLowerCase()}` };
}

export { trendDirection };
