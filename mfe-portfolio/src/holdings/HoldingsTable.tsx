/**
 * The rows of the holdings table. Above a few dozen rows only the rows in view are in the DOM
 * (@tanstack/react-virtual), so thousands of holdings scroll smoothly; spacer rows keep the
 * scrollbar honest and the fixed table layout keeps column widths steady while rows change.
 */
import { Classes, Icon } from '@blueprintjs/core';
import type { PortfolioItem } from '@folio/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { CellContext, Column } from './columns.tsx';
import type { ColumnKey, SortState } from './sorting.ts';

export const ROW_HEIGHT = 37;
/** Tables up to this size render every row (and stay simple to test and to search with Ctrl+F). */
export const VIRTUALIZE_ABOVE = 60;

interface HoldingsTableProps {
  rows: readonly PortfolioItem[];
  columns: readonly Column[];
  context: CellContext;
  sort: SortState;
  onSort(key: ColumnKey): void;
  emptyText: string;
  /** The mobile layout: tighter cells. */
  compact?: boolean;
}

function HeaderCell({ column, sort, onSort }: { column: Column; sort: SortState; onSort(key: ColumnKey): void }) {
  if (column.key === 'actions') return <th style={{ width: column.width }}>{column.label}</th>;
  const key = column.key;
  const active = sort.key === key;
  return (
    <th
      style={{ width: column.width }}
      className={column.numeric ? 'folio-numeric' : undefined}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="folio-sort" onClick={() => onSort(key)}>
        {column.label}
        {active && <Icon icon={sort.direction === 'asc' ? 'chevron-up' : 'chevron-down'} size={12} />}
      </button>
    </th>
  );
}

function Row({ item, columns, context }: { item: PortfolioItem; columns: readonly Column[]; context: CellContext }) {
  return (
    <tr data-symbol={item.symbol} className={item.quantity > 0 ? undefined : 'folio-watch-only'}>
      {columns.map((column) => (
        <td key={column.key} className={column.numeric ? 'folio-numeric' : undefined}>
          {column.render(item, context)}
        </td>
      ))}
    </tr>
  );
}

export function HoldingsTable({ rows, columns, context, sort, onSort, emptyText, compact = false }: HoldingsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1200, height: 640 },
  });
  const width = columns.reduce((sum, column) => sum + column.width, 0);

  let body;
  if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="folio-empty">
          {emptyText}
        </td>
      </tr>
    );
  } else if (!virtual) {
    body = rows.map((item) => <Row key={item.id} item={item} columns={columns} context={context} />);
  } else {
    const items = virtualizer.getVirtualItems();
    const before = items[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
    body = (
      <>
        {before > 0 && <tr aria-hidden style={{ height: before }} />}
        {items.map((entry) => {
          const item = rows[entry.index]!;
          return <Row key={item.id} item={item} columns={columns} context={context} />;
        })}
        {after > 0 && <tr aria-hidden style={{ height: after }} />}
      </>
    );
  }

  return (
    <div ref={scroller} className="folio-holdings-scroll" data-testid="holdings-table" data-rows={rows.length}>
      <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT} folio-holdings${compact ? ' folio-holdings-compact' : ''}`} style={{ width, minWidth: '100%' }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
