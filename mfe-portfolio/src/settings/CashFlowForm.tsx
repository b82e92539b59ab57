import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { CashFlow, CashFlowRequest } from '@folio/contracts';
import { useState, type FormEvent } from 'react';
import { todayIso } from '../common/dates.ts';
import { alertUser } from '../common/notify.ts';
import { parseNumber } from '../common/numbers.ts';
import { CASH_FLOW_MESSAGES } from './use-cash-flows.ts';

export type CashFlowBody = Omit<CashFlowRequest, 'listId'>;

interface CashFlowFormProps {
  /** Edit mode pre-fills the form from this cash flow. */
  editing: CashFlow | null;
  submitting: boolean;
  onSubmit(body: CashFlowBody): void;
  onCancel(): void;
}

interface Draft {
  type: 'deposit' | 'withdrawal';
  amount: string;
  date: string;
  description: string;
}

const draftOf = (flow: CashFlow | null): Draft =>
  flow
    ? { type: flow.type, amount: String(flow.amount), date: flow.date.slice(0, 10), description: flow.description ?? '' }
    : { type: 'deposit', amount: '', date: todayIso(), description: '' };

/** Amount at least 0.01, else 'Please enter a valid amount'; type; date (today); description. */
export function CashFlowForm({ editing, submitting, onSubmit, onCancel }: CashFlowFormProps) {
  const [draft, setDraft] = useState(() => draftOf(editing));
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseNumber(draft.amount);
    if (amount === null || amount <= 0) {
      alertUser(CASH_FLOW_MESSAGES.invalidAmount);
      return;
    }
    onSubmit({ type: draft.type, amount, date: draft.date || todayIso(), description: draft.description.trim() || null });
  };

  return (
    <form className="folio-cash-form" onSubmit={submit} noValidate aria-label={editing ? 'Edit cash flow' : 'Add cash flow'}>
      <FormGroup label="Type" labelFor="cash-type">
        <HTMLSelect id="cash-type" value={draft.type} onChange={(event) => set('type')(event.currentTarget.value)}>
          <option value="deposit">Deposit</option>
          <option value="withdrawal">Withdrawal</option>
        </HTMLSelect>
      </FormGroup>
      <FormGroup label="Amount" labelFor="cash-amount">
        <InputGroup id="cash-amount" type="number" min={0.01} step={0.01} required leftIcon="dollar" value={draft.amount} onValueChange={set('amount')} />
      </FormGroup>
      <FormGroup label="Date" labelFor="cash-date">
        <InputGroup id="cash-date" type="date" value={draft.date} onValueChange={set('date')} />
      </FormGroup>
      <FormGroup label="Description" labelFor="cash-description" labelInfo="(optional)">
        <InputGroup id="cash-description" value={draft.description} onValueChange={set('description')} />
      </FormGroup>
      <div className="folio-form-actions">
        {editing && <Button text="Cancel" onClick={onCancel} disabled={submitting} />}
        <Button type="submit" intent="primary" loading={submitting} text={editing ? 'Update Cash Flow' : 'Add Cash Flow'} />
      </div>
    </form>
  );
}
