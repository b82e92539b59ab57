import { Button, Callout, InputGroup } from '@blueprintjs/core';
import type { PortfolioItem } from '@folio/contracts';
import { api } from '@folio/shell-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../common/notify.ts';
import { parseNumber } from '../common/numbers.ts';
import { dashboardKeys, investmentKeys, listKeys } from '../keys.ts';
import { MIN_PRICE, PRICE_STEP, QUANTITY_STEP } from './position-forms.ts';

type Lot = PortfolioItem['lots'][number];
interface LotDraft {
  quantity: string;
  price: string;
  date: string;
}

/** A lot's fields from the form, or null while one is missing or out of range. */
export function lotRequest(draft: LotDraft) {
  const quantity = parseNumber(draft.quantity);
  const price = parseNumber(draft.price);
  if (quantity === null || quantity <= 0 || price === null || price < MIN_PRICE || !draft.date) return null;
  return { quantity, price, date: draft.date };
}

function LotRow({ label, draft, onChange, actions }: { label: string; draft: LotDraft; onChange(draft: LotDraft): void; actions: React.ReactNode }) {
  const set = (field: keyof LotDraft) => (value: string) => onChange({ ...draft, [field]: value });
  return (
    <div className="folio-lot-row" role="group" aria-label={label}>
      <InputGroup aria-label={`${label} quantity`} type="number" min={0} step={QUANTITY_STEP} value={draft.quantity} onValueChange={set('quantity')} />
      <InputGroup aria-label={`${label} price`} type="number" min={MIN_PRICE} step={PRICE_STEP} value={draft.price} onValueChange={set('price')} />
      <InputGroup aria-label={`${label} date`} type="date" value={draft.date} onValueChange={set('date')} />
      <span className="folio-lot-actions">{actions}</span>
    </div>
  );
}

function ExistingLot({ item, lot, index }: { item: PortfolioItem; lot: Lot; index: number }) {
  const [draft, setDraft] = useState<LotDraft>({ quantity: String(lot.quantity), price: String(lot.price), date: lot.date ?? '' });
  const client = useQueryClient();
  const refresh = () => Promise.all([investmentKeys.all, listKeys.all, dashboardKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
  const change = useMutation({ mutationFn: (body: NonNullable<ReturnType<typeof lotRequest>>) => api.investments.changeLot(item.id, lot.lotId, body), onSettled: refresh });
  const remove = useMutation({ mutationFn: () => api.investments.removeLot(item.id, lot.lotId), onSettled: refresh });
  const body = lotRequest(draft);
  const label = `Lot ${index + 1}`;
  const error = change.error ?? remove.error;
  return (
    <>
      <LotRow
        label={label}
        draft={draft}
        onChange={setDraft}
        actions={
          <>
            <Button text="Save" aria-label={`Save ${label}`} size="small" disabled={!body} loading={change.isPending} onClick={() => body && change.mutate(body)} />
            <Button text="Remove" aria-label={`Remove ${label}`} size="small" intent="danger" variant="minimal" loading={remove.isPending} onClick={() => remove.mutate()} />
          </>
        }
      />
      {error && <Callout intent="danger" role="alert" compact>{messageOf(error)}</Callout>}
    </>
  );
}

/**
 * A position of several lots is edited lot by lot: each change, removal or new purchase is its
 * own entry in the history (the server refuses to collapse the lots into one).
 */
export function LotsEditor({ item }: { item: PortfolioItem }) {
  const [draft, setDraft] = useState<LotDraft>({ quantity: '', price: '', date: '' });
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof lotRequest>>) => api.investments.addLot(item.id, body),
    onSuccess: () => setDraft({ quantity: '', price: '', date: '' }),
    onSettled: () => Promise.all([investmentKeys.all, listKeys.all, dashboardKeys.all].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  const body = lotRequest(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body) add.mutate(body);
  };
  return (
    <section aria-label="Lots" className="folio-lots-editor">
      <p className="folio-lot-head" aria-hidden="true">
        <span>Shares held</span>
        <span>Price</span>
        <span>Trade date</span>
      </p>
      {item.lots.map((lot, index) => (
        <ExistingLot key={`${lot.lotId}:${lot.quantity}:${lot.price}:${lot.date}`} item={item} lot={lot} index={index} />
      ))}
      <form onSubmit={submit} noValidate aria-label="Add a lot">
        <LotRow label="New lot" draft={draft} onChange={setDraft} actions={<Button type="submit" text="Add lot" size="small" disabled={!body} loading={add.isPending} />} />
      </form>
      {add.isError && <Callout intent="danger" role="alert" compact>{messageOf(add.error)}</Callout>}
    </section>
  );
}
