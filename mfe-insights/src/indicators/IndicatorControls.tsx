import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ChartInterval, ChartRange } from '@folio/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { cleanSymbol, INTERVAL_OPTIONS, RANGE_OPTIONS, TOGGLES, type Toggles, type ToggleId, type ViewChoice } from './indicator-options.ts';

interface Props {
  symbol: string;
  onSymbol: (symbol: string) => void;
  view: ViewChoice;
  onView: (view: ViewChoice) => void;
  toggles: Toggles;
  onToggle: (id: ToggleId) => void;
}

/** Symbol (Enter or Apply; blank ignored), Interval, Range, Macro (weekly) and the indicator toggles. */
export function IndicatorControls({ symbol, onSymbol, view, onView, toggles, onToggle }: Props) {
  const [draft, setDraft] = useState(symbol);
  useEffect(() => setDraft(symbol), [symbol]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanSymbol(draft);
    if (clean) onSymbol(clean);
  };
  return (
    <div className="folio-ins-chart-controls">
      <form className="folio-ins-inline" onSubmit={apply}>
        <InputGroup aria-label="Chart symbol" placeholder="Symbol, e.g. AAPL" value={draft} onValueChange={setDraft} />
        <Button type="submit" text="Apply" />
      </form>
      <FormGroup label="Interval" labelFor="folio-ins-interval" inline>
        <HTMLSelect
          id="folio-ins-interval"
          value={view.interval}
          disabled={view.macro}
          onChange={(event) => onView({ ...view, interval: event.currentTarget.value as ChartInterval })}
          options={[...INTERVAL_OPTIONS]}
        />
      </FormGroup>
      <FormGroup label="Range" labelFor="folio-ins-range" inline>
        <HTMLSelect
          id="folio-ins-range"
          value={view.range}
          disabled={view.macro}
          onChange={(event) => onView({ ...view, range: event.currentTarget.value as ChartRange })}
          options={[...RANGE_OPTIONS]}
        />
      </FormGroup>
      <Checkbox label="Macro (weekly)" checked={view.macro} onChange={() => onView({ ...view, macro: !view.macro })} />
      <div className="folio-ins-inline folio-ins-toggles" role="group" aria-label="Indicators">
        {TOGGLES.map(([id, label]) => (
          <Checkbox key={id} inline label={label} checked={toggles[id]} onChange={() => onToggle(id)} />
        ))}
      </div>
    </div>
  );
}
