import { Icon } from '@blueprintjs/core';
import type { SortKey, SortState } from './recommendation-table.ts';

/** A column header that sorts its table: the active column shows its direction. */
export function SortableHeader({ label, column, sort, onSort }: {
  label: string;
  column: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column;
  return (
    <th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="folio-ins-sort" onClick={() => onSort(column)}>
        {label}
        {active && <Icon icon={sort.direction === 'asc' ? 'chevron-up' : 'chevron-down'} size={12} />}
      </button>
    </th>
  );
}

/** The header row of a recommendations table: every column sortable. */
export function SortableHead({ columns, sort, onSort }: {
  columns: ReadonlyArray<readonly [label: string, key: SortKey]>;
  sort: SortState;
  onSort: (key: SortKey) => void;
}) {
  return (
    <thead>
      <tr>
        {columns.map(([label, key]) => (
          <SortableHeader key={key} label={label} column={key} sort={sort} onSort={onSort} />
        ))}
      </tr>
    </thead>
  );
}
