/** The preference tabs of Portfolio settings; Save on the page sends them to the server (GET/PUT /api/lists/{id}/preferences). */
import { Callout, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { LOT_METHOD_LABELS } from '../positions/sale-form.ts';
import { DEFAULT_PREFERENCES, REBALANCE_FREQUENCIES, RISK_TOLERANCES, TAX_LOT_METHODS, type PortfolioPreferences } from '@folio/shell-kit';

export interface TabProps {
  preferences: PortfolioPreferences;
  onChange(patch: Partial<PortfolioPreferences>): void;
}

type Flag = { [K in keyof PortfolioPreferences]: PortfolioPreferences[K] extends boolean ? K : never }[keyof PortfolioPreferences];

function Toggle({ preferences, onChange, field, label }: TabProps & { field: Flag; label: string }) {
  return <Switch label={label} checked={preferences[field]} onChange={(event) => onChange({ [field]: event.currentTarget.checked })} />;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Select<T extends string>({ id, label, value, options, onChange, labels }: { id: string; label: string; value: T; options: readonly T[]; onChange(value: T): void; labels?: Record<T, string> }) {
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? capital(option)}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

/** Kept as typed until Save, where out-of-range values fall back to the defaults. */
function NumberField({ id, label, help, value, onChange }: { id: string; label: string; help: ReactNode; value: number; onChange(value: number): void }) {
  return (
    <FormGroup label={label} labelFor={id} helperText={help}>
      <InputGroup id={id} type="number" value={Number.isNaN(value) ? '' : String(value)} onValueChange={(text) => onChange(text === '' ? Number.NaN : Number(text))} />
    </FormGroup>
  );
}

export function DisplayTab(props: TabProps) {
  return (
    <div className="folio-prefs">
      <Select id="pref-view" label="Default view" value={props.preferences.defaultView} options={['portfolio', 'watchlist'] as const} labels={{ portfolio: 'Investments', watchlist: 'Watchlist' }} onChange={(defaultView) => props.onChange({ defaultView })} />
      <Toggle {...props} field="showUnrealizedGains" label="Show unrealized gains" />
      <Toggle {...props} field="showPercentageChanges" label="Show percentage changes" />
      <Toggle {...props} field="showDividendYield" label="Show dividend yield" />
    </div>
  );
}

export function RiskTab(props: TabProps) {
  const { preferences, onChange } = props;
  return (
    <div className="folio-prefs">
      <Select id="pref-risk" label="Risk tolerance" value={preferences.riskTolerance} options={RISK_TOLERANCES} onChange={(riskTolerance) => onChange({ riskTolerance })} />
      <NumberField id="pref-max-position" label="Max position size (%)" help={`1 to 100; default ${DEFAULT_PREFERENCES.maxPositionSize}`} value={preferences.maxPositionSize} onChange={(maxPositionSize) => onChange({ maxPositionSize })} />
      <NumberField id="pref-stop-loss" label="Stop loss threshold (%)" help={`1 to 50; default ${DEFAULT_PREFERENCES.stopLossThreshold}`} value={preferences.stopLossThreshold} onChange={(stopLossThreshold) => onChange({ stopLossThreshold })} />
    </div>
  );
}

export function PerformanceTab(props: TabProps) {
  return (
    <div className="folio-prefs">
      <FormGroup label="Benchmark symbol" labelFor="pref-benchmark">
        <InputGroup id="pref-benchmark" value={props.preferences.benchmarkSymbol} onValueChange={(value) => props.onChange({ benchmarkSymbol: value.toUpperCase() })} />
      </FormGroup>
      <Toggle {...props} field="trackDividends" label="Track dividends" />
      <Toggle {...props} field="includeFees" label="Include fees in returns" />
    </div>
  );
}

export function RebalancingTab(props: TabProps) {
  return (
    <div className="folio-prefs">
      <Select id="pref-rebalance" label="Rebalance frequency" value={props.preferences.rebalanceFrequency} options={REBALANCE_FREQUENCIES} onChange={(rebalanceFrequency) => props.onChange({ rebalanceFrequency })} />
      <Callout icon="time" compact title="Target allocation">
        Coming soon.
      </Callout>
    </div>
  );
}

export function NotificationsTab(props: TabProps) {
  return (
    <div className="folio-prefs">
      <Toggle {...props} field="enablePriceAlerts" label="Price alerts" />
      <Toggle {...props} field="enableRebalanceAlerts" label="Rebalance alerts" />
      <Toggle {...props} field="enablePerformanceReports" label="Performance reports" />
    </div>
  );
}

export function TaxTab(props: TabProps) {
  return (
    <div className="folio-prefs">
      <Select id="pref-tax-lot" label="Tax-lot method" value={props.preferences.taxLotMethod} options={TAX_LOT_METHODS} labels={LOT_METHOD_LABELS} onChange={(taxLotMethod) => props.onChange({ taxLotMethod })} />
      <p className="folio-muted folio-small">Sales in this list use this method unless you choose another when selling.</p>
      <Toggle {...props} field="trackTaxLots" label="Track tax lots" />
    </div>
  );
}
