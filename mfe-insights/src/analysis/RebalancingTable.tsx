import { HTMLTable, Tag } from '@blueprintjs/core';
import type { RebalancingRecommendation } from '@folio/contracts';
import { typeIntent, typeLabel } from '../recommendations/labels.ts';

const quantity = (value: number) => (value === 0 ? '-' : value.toLocaleString('en-US', { maximumFractionDigits: 3 }));

/** Trades that bring the list back to its targets. */
export function RebalancingTable({ items }: { items: RebalancingRecommendation[] }) {
  if (items.length === 0) return <p className="folio-ins-muted">No rebalancing needed: every position is within its target.</p>;
  return (
    <div className="folio-ins-scroll-x">
      <HTMLTable compact striped className="folio-ins-table" aria-label="Rebalancing recommendations">
        <thead>
          <tr>
            <th>Symbol</th>
            <th>Action</th>
            <th className="folio-ins-numeric">Current</th>
            <th className="folio-ins-numeric">Target</th>
            <th className="folio-ins-numeric">Shares</th>
            <th>Reason</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.symbol}-${item.action}`}>
              <td>{item.symbol}</td>
              <td>
                <Tag minimal intent={typeIntent(item.action)}>{typeLabel(item.action)}</Tag>
              </td>
              <td className="folio-ins-numeric">{item.currentAllocation.toFixed(1)}%</td>
              <td className="folio-ins-numeric">{item.targetAllocation.toFixed(1)}%</td>
              <td className="folio-ins-numeric">{quantity(item.quantity)}</td>
              <td>{item.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
