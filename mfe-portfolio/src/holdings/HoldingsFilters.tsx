import { Button, FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import type { HoldingFilters } from './filters.ts';

interface HoldingsFiltersProps {
  filters: HoldingFilters;
  /** How many filters are in use (Clear all is disabled at 0). */
  active: number;
  onChange(filters: HoldingFilters): void;
  onClear(): void;
}

/** Symbol text, sector text, min and max total value (core.md section 2). */
export function HoldingsFiltersPanel({ filters, active, onChange, onClear }: HoldingsFiltersProps) {
  const set = (field: keyof HoldingFilters) => (value: string) => onChange({ ...filters, [field]: value });
  return (
    <div className="folio-filters" role="group" aria-label="Filters">
      <FormGroup label="Symbol" labelFor="filter-symbol">
        <InputGroup id="filter-symbol" placeholder="e.g. AAPL" value={filters.symbol} onValueChange={set('symbol')} />
      </FormGroup>
      <FormGroup label="Sector" labelFor="filter-sector">
        <InputGroup id="filter-sector" placeholder="e.g. Technology" value={filters.sector} onValueChange={set('sector')} />
      </FormGroup>
      <FormGroup label="Min total value" labelFor="filter-min">
        <NumericInput id="filter-min" min={0} buttonPosition="none" value={filters.minValue} onValueChange={(_n, text) => set('minValue')(text)} />
      </FormGroup>
      <FormGroup label="Max total value" labelFor="filter-max">
        <NumericInput id="filter-max" min={0} buttonPosition="none" value={filters.maxValue} onValueChange={(_n, text) => set('maxValue')(text)} />
      </FormGroup>
      <Button variant="minimal" icon="filter-remove" text="Clear all filters" disabled={active === 0} onClick={onClear} />
    </div>
  );
}
