/**
 * The Columns menu: which optional columns the full holdings table shows, per view, kept in
 * browser storage so the choice survives a reload.
 */
import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { browserStorage, readJson, writeText } from '@folio/shell-kit';
import { useState } from 'react';
import type { Column, HoldingsView } from './columns.tsx';
import { OPTIONAL_COLUMNS } from './columns.tsx';
import type { ColumnKey } from './sorting.ts';

const storageKey = (view: HoldingsView) => `holdings-columns:${view}`;

function readShown(view: HoldingsView): Set<ColumnKey> {
  const stored = readJson(browserStorage(), storageKey(view));
  const allowed = new Set(OPTIONAL_COLUMNS[view]);
  return new Set(Array.isArray(stored) ? stored.filter((key): key is ColumnKey => allowed.has(key as ColumnKey)) : []);
}

/** The optional columns shown in each view, and a setter that remembers the choice. */
export function useShownColumns(view: HoldingsView): [ReadonlySet<ColumnKey>, (key: ColumnKey, shown: boolean) => void] {
  const [shown, setShown] = useState(() => ({ investments: readShown('investments'), watchlist: readShown('watchlist') }));
  const toggle = (key: ColumnKey, visible: boolean) =>
    setShown((current) => {
      const next = new Set(current[view]);
      if (visible) next.add(key);
      else next.delete(key);
      writeText(browserStorage(), storageKey(view), JSON.stringify([...next]));
      return { ...current, [view]: next };
    });
  return [shown[view], toggle];
}

export function ColumnChooser({ columns, shown, onToggle }: { columns: readonly Column[]; shown: ReadonlySet<ColumnKey>; onToggle(key: ColumnKey, shown: boolean): void }) {
  const menu = (
    <div role="group" aria-label="Optional columns" className="folio-column-menu">
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          label={column.label}
          checked={shown.has(column.key as ColumnKey)}
          onChange={(event) => onToggle(column.key as ColumnKey, event.currentTarget.checked)}
        />
      ))}
    </div>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button icon="column-layout" text="Columns" endIcon="caret-down" />
    </PopoverNext>
  );
}
