import { Button, Callout, Card, Classes, Checkbox, FormGroup, H2, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import {
  ALERT_FORM_DEFAULTS,
  alertHints,
  alertRequestFromForm,
  TECHNICAL_CONDITIONS,
  TECHNICAL_INDICATORS,
  TECHNICAL_SIGNALS,
  type AlertForm as Form,
  type AlertHintField,
  type AlertType,
} from '@folio/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useAlertMutations } from './use-alerts.ts';

export const CREATE_FAILED = 'Failed to create alert';

const TYPE_LABELS: Record<AlertType, string> = {
  PRICE: 'Price',
  PERCENT_MOVE: 'Percent move (1 day)',
  NEWS: 'News',
  TECHNICAL_ANALYSIS: 'Technical analysis',
};

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value.replaceAll('_', ' ') }));

/** Create Alert (spec section 2): symbol forced upper case, type, the type's fields, channel. */
export function AlertForm() {
  const [form, setForm] = useState<Form>(ALERT_FORM_DEFAULTS);
  const [attempted, setAttempted] = useState(false);
  const { create } = useAlertMutations();
  const hints = alertHints({ ...form });
  const invalid = Object.keys(hints).length > 0;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (invalid || create.isPending) return;
    create.mutate(alertRequestFromForm(form), {
      onSuccess: () => {
        setForm(ALERT_FORM_DEFAULTS);
        setAttempted(false);
      },
    });
  };

  const field = (name: AlertHintField | null, label: string, id: string, control: ReactNode) => {
    const hint = name && attempted ? hints[name] : undefined;
    return (
      <FormGroup label={label} labelFor={id} helperText={hint} intent={hint ? Intent.DANGER : Intent.NONE} className="folio-alert-field">
        {control}
      </FormGroup>
    );
  };

  return (
    <Card className="folio-alert-form">
      <H2>Create Alert</H2>
      <form onSubmit={submit} noValidate aria-label="Create Alert">
        <div className="folio-alert-fields">
          {field('symbol', 'Symbol', 'alert-symbol',
            <InputGroup id="alert-symbol" value={form.symbol} placeholder="e.g. AAPL" onChange={(event) => set('symbol', event.target.value.toUpperCase())} />,
          )}
          {field(null, 'Type', 'alert-type',
            <HTMLSelect id="alert-type" fill value={form.type} onChange={(event) => set('type', event.target.value as AlertType)}
              options={Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))} />,
          )}
          {form.type === 'PRICE' && (
            <>
              {field('condition', 'Condition', 'alert-condition',
                <HTMLSelect id="alert-condition" fill value={form.condition} onChange={(event) => set('condition', event.target.value as Form['condition'])}
                  options={[{ value: 'ABOVE', label: 'Above' }, { value: 'BELOW', label: 'Below' }]} />,
              )}
              {field('targetPrice', 'Target price ($)', 'alert-target-price',
                <InputGroup id="alert-target-price" type="number" min={0} step={0.01} inputMode="decimal" value={form.targetPrice}
                  onChange={(event) => set('targetPrice', event.target.value)} />,
              )}
            </>
          )}
          {form.type === 'PERCENT_MOVE' &&
            field('percentChange', 'Percent change (%)', 'alert-percent',
              <InputGroup id="alert-percent" type="number" min={0} step={0.1} inputMode="decimal" value={form.percentChange}
                onChange={(event) => set('percentChange', event.target.value)} />,
            )}
          {form.type === 'NEWS' && (
            <Checkbox className="folio-alert-field" label="Critical news only" checked={form.criticalOnly} onChange={(event) => set('criticalOnly', event.currentTarget.checked)} />
          )}
          {form.type === 'TECHNICAL_ANALYSIS' && (
            <>
              {field('technicalIndicator', 'Indicator', 'alert-indicator',
                <HTMLSelect id="alert-indicator" fill value={form.technicalIndicator}
                  onChange={(event) => set('technicalIndicator', event.target.value as Form['technicalIndicator'])} options={options(TECHNICAL_INDICATORS)} />,
              )}
              {field('condition', 'Condition', 'alert-technical-condition',
                <HTMLSelect id="alert-technical-condition" fill value={form.technicalCondition}
                  onChange={(event) => set('technicalCondition', event.target.value as Form['technicalCondition'])} options={options(TECHNICAL_CONDITIONS)} />,
              )}
              {field('technicalValue', 'Threshold', 'alert-threshold',
                <InputGroup id="alert-threshold" type="number" step="any" inputMode="decimal" value={form.technicalValue}
                  onChange={(event) => set('technicalValue', event.target.value)} />,
              )}
              {field('technicalSignal', 'Signal', 'alert-signal',
                <HTMLSelect id="alert-signal" fill value={form.technicalSignal}
                  onChange={(event) => set('technicalSignal', event.target.value as Form['technicalSignal'])} options={options(TECHNICAL_SIGNALS)} />,
              )}
            </>
          )}
          {field(null, 'Channel', 'alert-channel',
            <HTMLSelect id="alert-channel" fill value={form.channel} onChange={(event) => set('channel', event.target.value as Form['channel'])}
              options={[{ value: 'IN_APP', label: 'In app' }, { value: 'EMAIL', label: 'Email' }]} />,
          )}
        </div>
        {create.isError && <Callout intent={Intent.DANGER} role="alert" className="folio-alert-error">{CREATE_FAILED}</Callout>}
        {/* Disabled while invalid, yet a click (or Enter) still counts as a submit attempt and shows the hints. */}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          icon="add"
          text="Add Alert"
          aria-disabled={invalid || undefined}
          className={invalid ? Classes.DISABLED : undefined}
          disabled={create.isPending}
          loading={create.isPending}
        />
      </form>
    </Card>
  );
}
