import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { cleanSymbol } from './watchlist-rows.ts';

/** Inline add: Enter submits, Escape cancels; blank input is ignored. */
export function AddSymbolForm({ busy, onAdd, onCancel }: { busy: boolean; onAdd(symbol: string): void; onCancel(): void }) {
  const [text, setText] = useState('');
  const submit = () => {
    const symbol = cleanSymbol(text);
    if (symbol) onAdd(symbol);
  };
  return (
    <div className="folio-inline folio-add-symbol">
      <InputGroup
        aria-label="Symbol to add"
        placeholder="Symbol, e.g. AAPL"
        value={text}
        autoFocus
        small
        disabled={busy}
        onValueChange={(value) => setText(value.toUpperCase())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Button size="small" intent="primary" text="Add" loading={busy} onClick={submit} />
      <Button size="small" variant="minimal" text="Cancel" onClick={onCancel} />
    </div>
  );
}
