/**
 * One headline on the impact timeline: title, publish time, symbol chips, a sparkline of the first
 * symbol 7 days either side of the article with a marker on its date, the 1d/3d/7d returns as
 * signed percent chips (green up, red down), and sentiment, impact and relevance.
 */
import { Intent, Tag } from '@blueprintjs/core';
import { type CorrelationImpactItem } from '@folio/contracts';
import { formatPercent, historyKeys } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { useQuery } from '@tanstack/react-query';
import { IMPACT_INTENT, SENTIMENT_INTENT } from '../common/ArticleCard.tsx';
import { percentOf, publishTime } from '../common/text.ts';
import { articleWindow } from './chart-data.ts';
import { Sparkline } from './Sparkline.tsx';

const PERIODS = ['1d', '3d', '7d'] as const;

function ReturnChip({ period, value }: { period: (typeof PERIODS)[number]; value: number | null }) {
  const intent = value === null ? Intent.NONE : value >= 0 ? Intent.SUCCESS : Intent.DANGER;
  return (
    <Tag minimal intent={intent}>
      {period} {formatPercent(value)}
    </Tag>
  );
}

function ArticlePrices({ symbol, publishedAt }: { symbol: string; publishedAt: string }) {
  const window = articleWindow(publishedAt);
  const history = useQuery({
    queryKey: historyKeys.symbol(symbol, window.from, window.to),
    queryFn: () =>
      api.request('GET', `/stocks/${encodeURIComponent(symbol)}/history?from=${window.from}&to=${window.to}&interval=1d`, 'HistoryResponse'),
    staleTime: 60 * 60_000,
  });
  if (history.isPending) return <span className="folio-news-small folio-news-muted">Loading prices...</span>;
  if (history.isError) return <span className="folio-news-small folio-news-muted">Prices unavailable</span>;
  return <Sparkline symbol={symbol} rows={history.data.rows} day={window.day} />;
}

export function ImpactItem({ item }: { item: CorrelationImpactItem }) {
  const first = item.symbols[0];
  return (
    <article className="folio-news-impact" aria-label={item.title}>
      <div className="folio-news-card">
        <a className="folio-news-title" href={item.url} target="_blank" rel="noreferrer">
          {item.title}
        </a>
        <div className="folio-news-meta">
          <time dateTime={item.publishedAt}>{publishTime(item.publishedAt)}</time>
        </div>
        <div className="folio-news-tags" aria-label="Symbols">
          {item.symbols.map((symbol) => (
            <Tag key={symbol} className="folio-news-symbol">
              {symbol}
            </Tag>
          ))}
        </div>
        <div className="folio-news-tags" aria-label={first ? `${first} returns after publication` : 'Returns after publication'}>
          {PERIODS.map((period) => (
            <ReturnChip key={period} period={period} value={item.returns[period]} />
          ))}
        </div>
        <div className="folio-news-tags">
          <Tag minimal intent={SENTIMENT_INTENT[item.sentiment]}>{item.sentiment}</Tag>
          <Tag minimal intent={IMPACT_INTENT[item.impact]}>{item.impact} impact</Tag>
          <Tag minimal>{percentOf(item.relevance)} relevance</Tag>
        </div>
      </div>
      {first && <ArticlePrices symbol={first} publishedAt={item.publishedAt} />}
    </article>
  );
}
