import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import type { PortfolioItem } from '@folio/contracts';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../common/notify.ts';
import { LotsEditor } from './LotsEditor.tsx';
import { editPositionRequest, MIN_PRICE, PRICE_STEP, QUANTITY_STEP, type PositionDraft } from './position-forms.ts';
import { usePositionMutations } from './use-position-mutations.ts';

const draftOf = (item: PortfolioItem): PositionDraft => ({
  quantity: String(item.quantity),
  purchasePrice: item.purchasePrice === null ? '' : String(item.purchasePrice),
  purchaseDate: item.purchaseDate ?? '',
});

/**
 * Quantity, price and date of a position; the symbol is read-only (core.md section 5). A position
 * bought in several lots is edited lot by lot instead, so its history is never replaced.
 */
export function EditPositionDialog({ item, onClose }: { item: PortfolioItem; onClose(): void }) {
  if (item.lots.length > 1) {
    return (
      <Dialog isOpen onClose={onClose} title={`Edit ${item.symbol}`} icon="edit">
        <DialogBody>
          <p>
            {item.symbol} was bought in {item.lots.length} lots. Change, remove or add a lot; sales already recorded keep the
            shares they sold.
          </p>
          <LotsEditor item={item} />
        </DialogBody>
        <DialogFooter actions={<Button text="Done" intent="primary" onClick={onClose} />} />
      </Dialog>
    );
  }
  return <SingleLotForm item={item} onClose={onClose} />;
}

function SingleLotForm({ item, onClose }: { item: PortfolioItem; onClose(): void }) {
  const [draft, setDraft] = useState(() => draftOf(item));
  const { update } = usePositionMutations();
  const watchOnly = (Number(draft.quantity) || 0) === 0;
  const set = (field: keyof PositionDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = editPositionRequest(draft);
    if (!body) return;
    update.mutate({ id: item.id, body }, { onSuccess: onClose });
  };

  return (
    <Dialog isOpen onClose={onClose} title={`Edit ${item.symbol}`} icon="edit">
      <form onSubmit={submit} noValidate aria-label="Edit position">
        <DialogBody>
          <FormGroup label="Symbol" labelFor="edit-symbol">
            <InputGroup id="edit-symbol" value={item.symbol} readOnly />
          </FormGroup>
          <FormGroup label="Quantity" labelFor="edit-quantity">
            <InputGroup id="edit-quantity" type="number" min={0} step={QUANTITY_STEP} required value={draft.quantity} onValueChange={set('quantity')} />
          </FormGroup>
          <FormGroup label="Purchase Price" labelFor="edit-price" disabled={watchOnly}>
            <InputGroup id="edit-price" type="number" min={MIN_PRICE} step={PRICE_STEP} disabled={watchOnly} value={draft.purchasePrice} onValueChange={set('purchasePrice')} />
          </FormGroup>
          <FormGroup label="Purchase Date" labelFor="edit-date" disabled={watchOnly}>
            <InputGroup id="edit-date" type="date" disabled={watchOnly} value={draft.purchaseDate} onValueChange={set('purchaseDate')} />
          </FormGroup>
          {update.isError && (
            <Callout intent="danger" role="alert" compact>
              {messageOf(update.error)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter actions={[<Button key="cancel" text="Cancel" onClick={onClose} />, <Button key="save" type="submit" intent="primary" text="Save" loading={update.isPending} />]} />
      </form>
    </Dialog>
  );
}
