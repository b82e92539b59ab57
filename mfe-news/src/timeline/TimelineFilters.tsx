/** The timeline's filters: Symbol (forced upper case), From and To dates; Apply and Refresh. */
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';

export interface TimelineRange {
  symbol: string;
  from: string;
  to: string;
}

export function TimelineFilters({ applied, onApply, onRefresh, refreshing }: {
  applied: TimelineRange;
  onApply: (range: TimelineRange) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, symbol: draft.symbol.trim().toUpperCase() });
  };
  return (
    <form className="folio-news-filters" onSubmit={submit} aria-label="Timeline filters">
      <FormGroup label="Symbol" labelFor="timeline-symbol">
        <InputGroup
          id="timeline-symbol"
          placeholder="All symbols"
          value={draft.symbol}
          onValueChange={(symbol) => setDraft({ ...draft, symbol: symbol.toUpperCase() })}
        />
      </FormGroup>
      <FormGroup label="From" labelFor="timeline-from">
        <InputGroup id="timeline-from" type="date" value={draft.from} max={draft.to || undefined} onValueChange={(from) => setDraft({ ...draft, from })} />
      </FormGroup>
      <FormGroup label="To" labelFor="timeline-to">
        <InputGroup id="timeline-to" type="date" value={draft.to} min={draft.from || undefined} onValueChange={(to) => setDraft({ ...draft, to })} />
      </FormGroup>
      <div className="folio-news-actions">
        <Button type="submit" intent="primary" text="Apply" />
        <Button icon="refresh" text="Refresh" loading={false} disabled={refreshing} onClick={onRefresh} />
      </div>
    </form>
  );
}
