/** The selected smart list: its members with weights and its last 30 days on the notional amount. */
import { Card, Classes, H2, H3, HTMLTable } from '@blueprintjs/core';
import type { SmartList } from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency, formatPercent } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';
import { ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { smartListKeys } from './keys.ts';
import { PerformanceSparkline } from './Sparkline.tsx';

const signed = (value: number) => ({ color: value >= 0 ? 'var(--folio-gain)' : 'var(--folio-loss)' });

function Performance({ list }: { list: SmartList }) {
  const performance = useQuery({
    queryKey: [...smartListKeys.performance(list.id), list.rebalancedAt],
    queryFn: () => api.smartLists.performance(list.id),
  });
  return (
    <Card aria-labelledby="smart-list-performance" style={{ marginTop: 16 }}>
      <H3 id="smart-list-performance">Performance (last 30d)</H3>
      {performance.isPending && <LoadingState text="Loading performance..." />}
      {performance.isError && <ErrorState text="Failed to load performance" onRetry={() => void performance.refetch()} />}
      {performance.data && (
        <>
          <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))', gap: 8, margin: '0 0 12px' }}>
            {[
              ['Positions', String(performance.data.summary.positions), {}],
              ['Market Value', formatCurrency(performance.data.summary.marketValue), {}],
              ['PnL', formatCurrency(performance.data.summary.pnl), signed(performance.data.summary.pnl)],
              ['PnL %', formatPercent(performance.data.summary.pnlPercent), signed(performance.data.summary.pnl)],
            ].map(([label, value, style]) => (
              <div key={label as string}>
                <dt className={Classes.TEXT_MUTED}>{label as string}</dt>
                <dd style={{ margin: 0, fontWeight: 600, ...(style as object) }}>{value as string}</dd>
              </div>
            ))}
          </dl>
          <PerformanceSparkline points={performance.data.timeseries} />
          <p className={Classes.TEXT_MUTED} style={{ marginTop: 8, marginBottom: 0 }}>
            The members' weights applied to {formatCurrency(performance.data.notional)} on {performance.data.from}.
          </p>
        </>
      )}
    </Card>
  );
}

export function SmartListDetails({ list }: { list: SmartList }) {
  return (
    <section aria-labelledby="smart-list-details" data-testid="smart-list-details">
      <H2 id="smart-list-details">{list.name}</H2>
      {list.description && <p>{list.description}</p>}
      {list.members.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>No members yet. Rebalance to populate.</p>
      ) : (
        <HTMLTable compact striped style={{ width: '100%' }} aria-label="Members">
          <thead>
            <tr>
              <th scope="col">Symbol</th>
              <th scope="col" style={{ textAlign: 'right' }}>Weight</th>
            </tr>
          </thead>
          <tbody>
            {list.members.map((member) => (
              <tr key={member.id}>
                <td>{member.symbol}</td>
                <td style={{ textAlign: 'right' }}>{(member.weight * 100).toFixed(2)}%</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {list.members.length > 0 && <Performance list={list} />}
    </section>
  );
}
