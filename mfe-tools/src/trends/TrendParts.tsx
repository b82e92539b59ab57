/** Pieces of the Trends screen: a strength tag, one trend, a list of trends. */
import { Classes } from '@blueprintjs/core';
import type { Trend } from '@folio/contracts';
import { signalName, strengthLabel, trendDirection } from './labels.ts';

export function StrengthTag({ strength }: { strength: string }) {
  const label = strengthLabel(strength);
  return <span className={label.className}>{label.text}</span>;
}

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function TrendItem({ trend }: { trend: Trend }) {
  const direction = trendDirection(trend.signalType);
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,0.25)' }} data-testid="trend-item">
      <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <strong>{trend.symbol}</strong>
        <span className={direction === 'neutral' ? undefined : `folio-trend-${direction}`}>{signalName(trend.signalType)}</span>
        <StrengthTag strength={trend.strength} />
        <span className={Classes.TEXT_MUTED}>{when(trend.createdAt)}</span>
      </div>
      <div style={{ overflowWrap: 'anywhere' }}>{trend.message}</div>
    </li>
  );
}

export function TrendList({ trends, label }: { trends: readonly Trend[]; label: string }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {trends.map((trend) => (
        <TrendItem key={trend.id} trend={trend} />
      ))}
    </ul>
  );
}
