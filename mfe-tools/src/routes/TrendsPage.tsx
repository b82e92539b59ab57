/** /trends (dashboard-news-tools.md section 2): summary tiles, Trending Stocks, Recent Trends, one stock's trends. */
import '../styles/tools.css';
import { Button, Callout, Card, Classes, H1, H2, Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, LoadingState } from '@folio/shell-kit/ui';
import { trendKeys } from '../trends/keys.ts';
import { signalName } from '../trends/labels.ts';
import { loadTrendsOverview } from '../trends/overview.ts';
import { StockTrends } from '../trends/StockTrends.tsx';
import { StrengthTag, TrendList } from '../trends/TrendParts.tsx';

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Card style={{ padding: 12 }}>
      <div className={Classes.TEXT_MUTED}>{label}</div>
      <div style={{ fontSize: 24, fontWeight: 600 }}>{value}</div>
    </Card>
  );
}

export default function TrendsPage() {
  const [symbol, setSymbol] = useState<string | null>(null);
  const overview = useQuery({ queryKey: trendKeys.overview, queryFn: loadTrendsOverview });

  return (
    <section data-testid="trends-page">
      <H1>Trends</H1>
      {overview.isPending && <LoadingState text="Loading trends..." />}
      {overview.isError && (
        <Callout intent={Intent.DANGER} title="Error" role="alert">
          Failed to load trends data <Button size="small" text="Retry" onClick={() => void overview.refetch()} style={{ marginLeft: 8 }} />
        </Callout>
      )}
      {overview.data && (
        <>
          {overview.data.sample && (
            <Callout intent={Intent.PRIMARY} icon="lab-test" title="Sample data" style={{ marginBottom: 16 }}>
              You hold no stocks yet, so these trends are sample data from well-known symbols. Add stocks to your lists to see your own.
            </Callout>
          )}
          {symbol ? (
            <StockTrends symbol={symbol} onBack={() => setSymbol(null)} />
          ) : (
            <>
              <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', marginBottom: 16 }}>
                <Tile label="Total Trends" value={overview.data.data.userSummary.totalTrends} />
                <Tile label="Bullish" value={overview.data.data.userSummary.bullishTrends} />
                <Tile label="Bearish" value={overview.data.data.userSummary.bearishTrends} />
                <Tile label="Active Alerts" value={overview.data.data.userSummary.activeAlerts} />
              </div>
              <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))', alignItems: 'start' }}>
                <Card style={{ minWidth: 0 }}>
                  <H2 style={{ fontSize: 18 }}>Trending Stocks</H2>
                  {overview.data.data.trendingStocks.length === 0 ? (
                    <EmptyState text="No trending stocks found" />
                  ) : (
                    <ul aria-label="Trending Stocks" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {overview.data.data.trendingStocks.map((stock) => (
                        <li key={stock.symbol} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', padding: '6px 0' }}>
                          <Button variant="minimal" onClick={() => setSymbol(stock.symbol)} aria-label={`${stock.symbol} trends`}>
                            <strong>{stock.symbol}</strong>
                          </Button>
                          <span>
                            {stock.trendCount} {stock.trendCount === 1 ? 'trend' : 'trends'}
                          </span>
                          <span className={Classes.TEXT_MUTED}>{signalName(stock.latestTrend.signalType)}</span>
                          <StrengthTag strength={stock.latestTrend.strength} />
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
                <Card style={{ minWidth: 0 }}>
                  <H2 style={{ fontSize: 18 }}>Recent Trends</H2>
                  {overview.data.data.userSummary.recentTrends.length === 0 ? (
                    <EmptyState text="No recent trends found" />
                  ) : (
                    <TrendList trends={overview.data.data.userSummary.recentTrends.slice(0, 5)} label="Recent Trends" />
                  )}
                </Card>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
