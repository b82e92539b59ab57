/**
 * Record a dividend: cash or reinvested, gross amount, tax withheld, per share, ex-date and pay
 * date; a reinvestment names the shares it bought and their price. Opened empty from the
 * Dividends panel, or pre-filled from one of the provider's dividends to confirm it.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { DividendRequest, DividendSuggestion } from '@folio/contracts';
import { useState, type FormEvent } from 'react';
import { todayIso } from '../common/dates.ts';
import { messageOf } from '../common/notify.ts';
import { parseNumber } from '../common/numbers.ts';

export interface DividendDialogProps {
  symbols: readonly string[];
  /** A provider dividend to confirm: its figures fill the form. */
  suggestion?: DividendSuggestion | null;
  submitting: boolean;
  onSubmit(body: DividendRequest): Promise<unknown>;
  onClose(): void;
}

interface Draft {
  symbol: string;
  kind: 'cash' | 'reinvested';
  amount: string;
  withholdingTax: string;
  perShare: string;
  exDate: string;
  payDate: string;
  reinvestedQuantity: string;
  reinvestedPrice: string;
}

const draftOf = (symbols: readonly string[], suggestion: DividendSuggestion | null | undefined): Draft => ({
  symbol: suggestion?.symbol ?? symbols[0] ?? '',
  kind: 'cash',
  amount: suggestion ? String(suggestion.amount) : '',
  withholdingTax: '',
  perShare: suggestion ? String(suggestion.perShare) : '',
  exDate: suggestion?.exDate ?? '',
  payDate: suggestion?.payDate ?? todayIso(),
  reinvestedQuantity: '',
  reinvestedPrice: '',
});

/** The request, or the first thing to fix in the form. */
export function dividendRequest(draft: Draft, source: 'manual' | 'suggestion'): DividendRequest | string {
  const amount = parseNumber(draft.amount);
  if (!draft.symbol) return 'Choose a stock the list holds';
  if (amount === null || amount < 0.01) return 'Please enter a valid amount';
  const withholdingTax = parseNumber(draft.withholdingTax) ?? 0;
  if (withholdingTax < 0 || withholdingTax > amount) return 'Withholding tax must be between 0 and the amount';
  if (!draft.payDate) return 'Pay date is required';
  const body: DividendRequest = {
    symbol: draft.symbol, kind: draft.kind, amount, withholdingTax, perShare: parseNumber(draft.perShare),
    exDate: draft.exDate || null, payDate: draft.payDate, source,
  };
  if (draft.kind === 'cash') return body;
  const reinvestedQuantity = parseNumber(draft.reinvestedQuantity);
  const reinvestedPrice = parseNumber(draft.reinvestedPrice);
  if (reinvestedQuantity === null || reinvestedQuantity <= 0) return 'Please enter the shares the dividend bought';
  if (reinvestedPrice === null || reinvestedPrice <= 0) return 'Please enter the reinvestment price';
  return { ...body, reinvestedQuantity, reinvestedPrice };
}

export function DividendDialog({ symbols, suggestion, submitting, onSubmit, onClose }: DividendDialogProps) {
  const [draft, setDraft] = useState(() => draftOf(symbols, suggestion));
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = dividendRequest(draft, suggestion ? 'suggestion' : 'manual');
    if (typeof body === 'string') return setError(body);
    setError(null);
    onSubmit(body).then(onClose, (failure: unknown) => setError(messageOf(failure)));
  };

  const field = (id: keyof Draft, label: string, props: { type?: string; info?: string; step?: string } = {}) => (
    <FormGroup label={label} labelFor={`dividend-${id}`} labelInfo={props.info}>
      <InputGroup id={`dividend-${id}`} type={props.type ?? 'number'} step={props.step} min={props.type === 'date' ? undefined : 0} value={draft[id]} onValueChange={set(id)} />
    </FormGroup>
  );

  return (
    <Dialog isOpen title={suggestion ? `Confirm ${suggestion.symbol} dividend` : 'Record dividend'} onClose={onClose} className="folio-dividend-dialog">
      <form onSubmit={submit} noValidate aria-label="Dividend">
        <DialogBody>
          {error && (
            <Callout intent="danger" role="alert" compact>
              {error}
            </Callout>
          )}
          <div className="folio-dividend-fields">
            <FormGroup label="Stock" labelFor="dividend-symbol">
              <HTMLSelect id="dividend-symbol" fill value={draft.symbol} disabled={Boolean(suggestion)} onChange={(event) => set('symbol')(event.currentTarget.value)}>
                {symbols.map((symbol) => (
                  <option key={symbol} value={symbol}>
                    {symbol}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label="Kind" labelFor="dividend-kind">
              <HTMLSelect id="dividend-kind" fill value={draft.kind} onChange={(event) => set('kind')(event.currentTarget.value)}>
                <option value="cash">Cash</option>
                <option value="reinvested">Reinvested</option>
              </HTMLSelect>
            </FormGroup>
            {field('amount', 'Amount (gross)', { step: '0.01' })}
            {field('withholdingTax', 'Withholding tax', { step: '0.01', info: '(optional)' })}
            {field('perShare', 'Per share', { step: 'any', info: '(optional)' })}
            {field('exDate', 'Ex-dividend date', { type: 'date', info: '(optional)' })}
            {field('payDate', 'Pay date', { type: 'date' })}
            {draft.kind === 'reinvested' && field('reinvestedQuantity', 'Shares bought', { step: 'any' })}
            {draft.kind === 'reinvested' && field('reinvestedPrice', 'Reinvestment price', { step: 'any' })}
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={submitting} />
              <Button type="submit" intent="primary" loading={submitting} text={suggestion ? 'Confirm Dividend' : 'Record Dividend'} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
