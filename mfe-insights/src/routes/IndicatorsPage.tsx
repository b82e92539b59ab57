import { useSearchParams } from 'react-router';
import { ComingLater } from './ComingLater.tsx';

/** Default symbol of the indicators page (dashboard-news-tools.md section 2). */
const DEFAULT_SYMBOL = 'AAPL';

/** /indicators?symbol=: the chart page arrives with the insights release. */
export default function IndicatorsPage() {
  const [search] = useSearchParams();
  const symbol = search.get('symbol')?.trim().toUpperCase() || DEFAULT_SYMBOL;
  return (
    <ComingLater title={`Indicators: ${symbol}`} testId="indicators-page">
      The candlestick chart with moving averages, Bollinger bands, MACD, RSI, Stochastic RSI and OBV arrives in a
      later release.
    </ComingLater>
  );
}
