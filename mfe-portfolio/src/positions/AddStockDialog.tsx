import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { todayIso } from '../common/dates.ts';
import { messageOf } from '../common/notify.ts';
import { addStockRequest, MIN_PRICE, PRICE_STEP, QUANTITY_STEP, type AddStockDraft } from './position-forms.ts';
import { usePositionMutations } from './use-position-mutations.ts';

interface AddStockDialogProps {
  listId: string;
  listName: string;
  onClose(): void;
}

const blank = (): AddStockDraft => ({ symbol: '', quantity: '', purchasePrice: '', purchaseDate: todayIso() });

/** Symbol (upper-cased), Quantity, Purchase Price, Purchase Date (today); quantity 0 watches only. */
export function AddStockDialog({ listId, listName, onClose }: AddStockDialogProps) {
  const [draft, setDraft] = useState(blank);
  const { add } = usePositionMutations();
  const watchOnly = draft.quantity.trim() !== '' && Number(draft.quantity) === 0;
  const set = (field: keyof AddStockDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = addStockRequest(draft, listId);
    if (!request) return;
    add.mutate(request, { onSuccess: onClose });
  };

  return (
    <Dialog isOpen onClose={onClose} title={`Add Stock to ${listName}`} icon="add">
      <form onSubmit={submit} noValidate aria-label="Add Stock">
        <DialogBody>
          <FormGroup label="Symbol" labelFor="add-symbol">
            <InputGroup id="add-symbol" value={draft.symbol} onValueChange={(value) => set('symbol')(value.toUpperCase())} autoFocus placeholder="AAPL" />
          </FormGroup>
          <FormGroup label="Quantity" labelFor="add-quantity" helperText="0 adds the symbol to watch only">
            <InputGroup id="add-quantity" type="number" min={0} step={QUANTITY_STEP} value={draft.quantity} onValueChange={set('quantity')} />
          </FormGroup>
          <FormGroup label="Purchase Price" labelFor="add-price" disabled={watchOnly}>
            <InputGroup
              id="add-price"
              type="number"
              min={MIN_PRICE}
              step={PRICE_STEP}
              disabled={watchOnly}
              value={watchOnly ? '' : draft.purchasePrice}
              onValueChange={set('purchasePrice')}
            />
          </FormGroup>
          <FormGroup label="Purchase Date" labelFor="add-date" disabled={watchOnly}>
            <InputGroup id="add-date" type="date" disabled={watchOnly} value={watchOnly ? '' : draft.purchaseDate} onValueChange={set('purchaseDate')} />
          </FormGroup>
          {add.isError && (
            <Callout intent="danger" role="alert" compact>
              {messageOf(add.error)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter actions={[<Button key="cancel" text="Cancel" onClick={onClose} />, <Button key="add" type="submit" intent="primary" text="Add Stock" loading={add.isPending} />]} />
      </form>
    </Dialog>
  );
}
