/**
 * /indicators?symbol= (dashboard-news-tools.md section 2): candlesticks with EMA 9/21, SMA
 * 50/200 and Bollinger bands, MACD, RSI, Stochastic RSI, Volume and OBV, and a context panel.
 * Defaults AAPL, 1d, 6mo; Macro forces weekly bars over 5 years; charts follow the theme.
 */
import { Button, Callout, H1, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { defaultExternalSite, formatCurrency, formatPercent, siteLink, useTheme } from '@folio/shell-kit';
import { useMemo, useState } from 'react';
import { useSearchParams } from '@folio/shell-kit/router';
import { errorText } from '../common/errors.ts';
import { mergeRows } from '../indicators/chart-rows.ts';
import { ContextPanel } from '../indicators/ContextPanel.tsx';
import { IndicatorCharts } from '../indicators/IndicatorCharts.tsx';
import { IndicatorControls } from '../indicators/IndicatorControls.tsx';
import {
  DEFAULT_INTERVAL,
  DEFAULT_RANGE,
  DEFAULT_TOGGLES,
  effectiveView,
  rangeChangePercent,
  symbolFromSearch,
  type ViewChoice,
} from '../indicators/indicator-options.ts';
import { useIndicatorData } from '../indicators/use-indicator-data.ts';
import '../insights.css';

export default function IndicatorsPage() {
  const [search, setSearch] = useSearchParams();
  const symbol = symbolFromSearch(search);
  const [view, setView] = useState<ViewChoice>({ interval: DEFAULT_INTERVAL, range: DEFAULT_RANGE, macro: false });
  const [toggles, setToggles] = useState(DEFAULT_TOGGLES);
  const dark = useTheme() === 'dark';
  const { interval, range } = effectiveView(view);
  const { indicators, prices, quote } = useIndicatorData(symbol, interval, range);

  const rows = useMemo(() => mergeRows(prices.data?.rows ?? [], indicators.data?.rows ?? []), [prices.data, indicators.data]);
  const change = rangeChangePercent(prices.data?.rows ?? []);
  const current = quote.data?.currentPrice ?? prices.data?.rows.at(-1)?.c;
  const failure = prices.error ?? indicators.error;
  const external = siteLink(defaultExternalSite(), symbol);

  const applySymbol = (next: string) => {
    const params = new URLSearchParams(search);
    params.set('symbol', next);
    setSearch(params);
  };

  return (
    <section className="folio-ins folio-ins-page" data-testid="indicators-page">
      <header className="folio-ins-page-header">
        <div>
          <H1 className="folio-ins-title">Indicators: {symbol}</H1>
          <div className="folio-ins-inline folio-ins-quote" data-testid="indicators-header">
            <strong>{current === undefined ? 'N/A' : formatCurrency(current)}</strong>
            {change !== null && (
              <span className={change >= 0 ? 'folio-ins-gain' : 'folio-ins-loss'}>
                {formatPercent(change)} over {view.macro ? '5y (Macro)' : range}
              </span>
            )}
            {prices.data?.source === 'demo' && <Tag minimal>Demo data</Tag>}
          </div>
        </div>
        <Button
          icon="share"
          text="External"
          disabled={!external}
          title={external ? `Open ${symbol} on ${external.name}` : 'No external site is enabled in Settings'}
          onClick={() => external && window.open(external.href, '_blank', 'noopener,noreferrer')}
        />
      </header>
      <IndicatorControls
        symbol={symbol}
        onSymbol={applySymbol}
        view={view}
        onView={setView}
        toggles={toggles}
        onToggle={(id) => setToggles((current) => ({ ...current, [id]: !current[id] }))}
      />
      {failure && (
        <Callout intent={Intent.DANGER} icon="error" role="alert">
          Error loading data: {errorText(failure)}
        </Callout>
      )}
      {!failure && (prices.isPending || indicators.isPending) && <NonIdealState icon={<Spinner />} title="Loading chart data..." />}
      {!failure && prices.data && indicators.data && (
        <>
          {rows.length === 0 ? (
            <NonIdealState icon="timeline-line-chart" title={`No price data for ${symbol} in this range`} />
          ) : (
            <IndicatorCharts key={`${symbol}-${interval}-${range}`} rows={rows} toggles={toggles} dark={dark} />
          )}
          <ContextPanel symbol={symbol} interval={interval} range={range} prices={prices.data.rows} dark={dark} />
        </>
      )}
    </section>
  );
}
