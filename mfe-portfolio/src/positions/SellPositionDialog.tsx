import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { type PortfolioItem, type TaxLotMethod } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import { useState, type FormEvent } from 'react';
import { todayIso } from '../common/dates.ts';
import { alertUser } from '../common/notify.ts';
import { quantityText } from '../common/numbers.ts';
import { LotPicker } from './LotPicker.tsx';
import { MIN_PRICE, PRICE_STEP, QUANTITY_STEP } from './position-forms.ts';
import { checkSale, LOT_METHOD_LABELS, netProceeds, type SaleDraft } from './sale-form.ts';
import { usePositionMutations } from './use-position-mutations.ts';

interface SellPositionDialogProps {
  item: PortfolioItem;
  /** The list's tax-lot method (its server-side preference). */
  listMethod: TaxLotMethod;
  onClose(): void;
}

/** Quantity, price, date, fees, notes and the tax-lot method; shows the net proceeds. */
export function SellPositionDialog({ item, listMethod, onClose }: SellPositionDialogProps) {
  const [draft, setDraft] = useState<SaleDraft>(() => ({
    quantity: '',
    price: item.currentPrice === null ? '' : String(item.currentPrice),
    date: todayIso(),
    fees: '0',
    notes: '',
    method: listMethod,
    lots: {},
  }));
  const [hint, setHint] = useState<string | null>(null);
  const { sell } = usePositionMutations();
  const set = (field: 'quantity' | 'price' | 'date' | 'fees' | 'notes') => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const proceeds = netProceeds(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSale(draft, item);
    if (!check.ok) {
      if ('alert' in check) alertUser(check.alert);
      else setHint(check.hint);
      return;
    }
    setHint(null);
    // A failure is logged by the mutation and the dialog stays open (core.md section 8).
    sell.mutate(check.request, { onSuccess: onClose });
  };

  return (
    <Dialog isOpen onClose={onClose} title={`Sell ${item.symbol}`} icon="dollar">
      <form onSubmit={submit} noValidate aria-label="Sell position">
        <DialogBody>
          <p>
            You hold <strong>{quantityText(item.quantity)}</strong> shares of {item.symbol}.
          </p>
          <div className="folio-form-grid">
            <FormGroup label="Quantity" labelFor="sell-quantity">
              <InputGroup id="sell-quantity" type="number" min={QUANTITY_STEP} max={item.quantity} step={QUANTITY_STEP} value={draft.quantity} onValueChange={set('quantity')} autoFocus />
            </FormGroup>
            <FormGroup label="Price" labelFor="sell-price">
              <InputGroup id="sell-price" type="number" min={MIN_PRICE} step={PRICE_STEP} value={draft.price} onValueChange={set('price')} />
            </FormGroup>
            <FormGroup label="Date" labelFor="sell-date">
              <InputGroup id="sell-date" type="date" value={draft.date} onValueChange={set('date')} />
            </FormGroup>
            <FormGroup label="Fees" labelFor="sell-fees">
              <InputGroup id="sell-fees" type="number" min={0} step={PRICE_STEP} value={draft.fees} onValueChange={set('fees')} />
            </FormGroup>
          </div>
          <FormGroup label="Tax-lot method" labelFor="sell-method" helperText={`List default: ${LOT_METHOD_LABELS[listMethod]}`}>
            <HTMLSelect
              id="sell-method"
              value={draft.method}
              onChange={(event) => {
                // Read now: React clears currentTarget once the handler returns, before the updater runs.
                const method = event.currentTarget.value as TaxLotMethod;
                setDraft((current) => ({ ...current, method }));
              }}
              options={Object.entries(LOT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
            />
          </FormGroup>
          {draft.method === 'specific' && (
            <LotPicker lots={item.lots} currency={item.currency} chosen={draft.lots} onChange={(lots) => setDraft((current) => ({ ...current, lots }))} />
          )}
          <FormGroup label="Notes" labelFor="sell-notes" labelInfo="(optional)">
            <TextArea id="sell-notes" fill value={draft.notes} onChange={(event) => set('notes')(event.currentTarget.value)} />
          </FormGroup>
          <p className="folio-net-proceeds" data-testid="net-proceeds">
            Net proceeds: <strong>{proceeds === null ? 'N/A' : formatCurrency(proceeds, undefined, item.currency)}</strong>
          </p>
          {hint && (
            <Callout intent="warning" role="alert" compact>
              {hint}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter actions={[<Button key="cancel" text="Cancel" onClick={onClose} />, <Button key="sell" type="submit" intent="primary" text="Sell" loading={sell.isPending} />]} />
      </form>
    </Dialog>
  );
}
