/** One stock's trends, opened from the Trending Stocks list. */
import { Button, Callout, Card, H2, Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { EmptyState, LoadingState } from '@folio/shell-kit/ui';
import { trendKeys } from './keys.ts';
import { TrendList } from './TrendParts.tsx';

export function StockTrends({ symbol, onBack }: { symbol: string; onBack: () => void }) {
  const trends = useQuery({ queryKey: trendKeys.stock(symbol), queryFn: () => api.trends.stock(symbol) });
  return (
    <Card data-testid="stock-trends">
      <Button variant="minimal" icon="arrow-left" text="Back to overview" onClick={onBack} />
      <H2 style={{ marginTop: 8 }}>{symbol} trends</H2>
      {trends.isPending && <LoadingState text="Loading stock trends..." />}
      {trends.isError && (
        <Callout intent={Intent.DANGER} title="Error" role="alert">
          Failed to load stock trends
        </Callout>
      )}
      {trends.data && trends.data.data.length === 0 && <EmptyState text="No recent trends found" />}
      {trends.data && trends.data.data.length > 0 && <TrendList trends={trends.data.data} label={`${symbol} trends`} />}
    </Card>
  );
}
