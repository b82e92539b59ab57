/** The context panel: a crypto's ratio to Bitcoin, Bitcoin's own price, or a note for stocks. */
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ChartInterval, ChartRange, PriceRow } from '@folio/contracts';
import { useMemo } from 'react';
import { errorText } from '../common/errors.ts';
import { closes, type Point } from './chart-rows.ts';
import { SERIES_COLORS } from './chart-theme.ts';
import { ChartPanel, type SeriesSpec } from './ChartPanel.tsx';
import { CHART_HEIGHTS, contextMode } from './indicator-options.ts';
import { useRatio } from './use-indicator-data.ts';

export function ContextPanel({ symbol, interval, range, prices, dark }: {
  symbol: string;
  interval: ChartInterval;
  range: ChartRange;
  prices: readonly PriceRow[];
  dark: boolean;
}) {
  const mode = contextMode(symbol);
  const ratio = useRatio(mode, interval, range);
  const series = useMemo((): SeriesSpec[] => {
    if (mode.kind === 'bitcoin') return [{ id: 'btc', kind: 'line', data: closes(prices), color: SERIES_COLORS.context }];
    if (mode.kind === 'ratio' && ratio.data) {
      const data: Point[] = ratio.data.rows.map((row) => ({ time: row.t, value: row.ratio }));
      return [{ id: 'ratio', kind: 'line', data, color: SERIES_COLORS.context, precision: 6 }];
    }
    return [];
  }, [mode.kind, prices, ratio.data]);

  if (mode.kind === 'note') {
    return (
      <section className="folio-ins-chart-panel" data-testid="chart-panel-context" aria-label="Context">
        <Callout icon="info-sign" title="Context">
          Context charts are for crypto: a -USD symbol other than BTC-USD is shown as its ratio to Bitcoin, and BTC-USD
          as the Bitcoin price. {symbol} is charted on its own above.
        </Callout>
      </section>
    );
  }
  if (mode.kind === 'ratio' && ratio.isPending) return <NonIdealState icon={<Spinner size={20} />} title="Loading the ratio to Bitcoin..." />;
  if (mode.kind === 'ratio' && ratio.isError) {
    return <Callout intent="danger" title="Context">{`Error loading data: ${errorText(ratio.error)}`}</Callout>;
  }
  const title = mode.kind === 'bitcoin' ? 'Context: Bitcoin price (BTC-USD)' : `Context: ${symbol} / BTC-USD`;
  return <ChartPanel id="context" title={title} height={CHART_HEIGHTS.context} series={series} dark={dark} />;
}
