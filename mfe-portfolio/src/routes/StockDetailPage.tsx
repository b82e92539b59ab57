/**
 * /stock/{symbol} (core.md section 2), first cut: header and the Stock Overview card from
 * GET /api/stocks/{symbol}. The tabs and the portfolio position arrive with the ledger.
 */
import { Button, Card, H1, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  ApiRequestError,
  StockDataSchema,
  companyName,
  formatCurrency,
  formatLargeCurrency,
  formatPercent,
  formatPriceRange,
  formatVolume,
} from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api } from '../api.ts';
import { stockKeys } from '../keys.ts';

export default function StockDetailPage() {
  const symbol = (useParams().symbol ?? '').toUpperCase();
  const navigate = useNavigate();
  const stock = useQuery({
    queryKey: stockKeys.detail(symbol),
    queryFn: () => api.request('GET', `/stocks/${encodeURIComponent(symbol)}`, StockDataSchema),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });
  const back = <Button icon="arrow-left" text="Go Back" onClick={() => navigate(-1)} />;

  if (stock.isPending) return <NonIdealState icon={<Spinner />} title="Loading stock data..." />;
  if (stock.isError) {
    const notFound = stock.error instanceof ApiRequestError && stock.error.status === 404;
    return <NonIdealState icon="search" title={notFound ? 'Stock not found' : stock.error.message} action={back} />;
  }
  const data = stock.data;
  const colour = data.dayChange >= 0 ? 'var(--folio-gain, #238551)' : 'var(--folio-loss, #cd4246)';
  return (
    <section data-testid="stock-detail-page">
      {back}
      <H1 title={companyName(data.symbol)} style={{ marginTop: 12 }}>
        {data.symbol}
      </H1>
      <p>
        <strong>{formatCurrency(data.currentPrice)}</strong>{' '}
        <span style={{ color: colour }}>
          {data.dayChange >= 0 ? '+' : ''}
          {formatCurrency(data.dayChange)} ({formatPercent(data.dayChangePercent)})
        </span>
      </p>
      <Card>
        <H4>Stock Overview</H4>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          <dt>Market Cap</dt>
          <dd>{formatLargeCurrency(data.marketCap)}</dd>
          <dt>P/E Ratio</dt>
          <dd>{data.peRatio === null ? 'N/A' : data.peRatio.toFixed(2)}</dd>
          <dt>Volume</dt>
          <dd>{formatVolume(data.volume)}</dd>
          <dt>52-Week Range</dt>
          <dd>{formatPriceRange(data.week52Low, data.week52High)}</dd>
        </dl>
      </Card>
    </section>
  );
}
