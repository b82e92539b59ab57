/**
 * Cash Management (dashboard-news-tools.md section 2): the cash flow form (add or edit), the
 * list of cash flows (scrolls at 16rem) and the total cash invested.
 */
import { Button, ButtonGroup, Callout, H5, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { type CashFlow } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import { useState } from 'react';
import { formatDay } from '../common/dates.ts';
import { alertUser, confirmUser, messageOf } from '../common/notify.ts';
import { CashFlowForm } from './CashFlowForm.tsx';
import { CASH_FLOW_MESSAGES, useCashFlows } from './use-cash-flows.ts';

function CashFlowRows({ flows, onEdit, onDelete }: { flows: readonly CashFlow[]; onEdit(flow: CashFlow): void; onDelete(flow: CashFlow): void }) {
  if (flows.length === 0) return <p className="folio-muted">No cash flows recorded yet.</p>;
  return (
    <div className="folio-cash-list" data-testid="cash-flow-list">
      <HTMLTable compact className="folio-wide" aria-label="Cash flows">
        <thead>
          <tr>
            <th>Date</th>
            <th>Type</th>
            <th className="folio-numeric">Amount</th>
            <th>Description</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {flows.map((flow) => (
            <tr key={flow.id}>
              <td>{formatDay(flow.date)}</td>
              <td>
                <Tag minimal intent={flow.type === 'deposit' ? 'success' : 'warning'}>{flow.type === 'deposit' ? 'Deposit' : 'Withdrawal'}</Tag>
              </td>
              <td className={`folio-numeric ${flow.type === 'deposit' ? 'folio-gain' : 'folio-loss'}`}>
                {flow.type === 'deposit' ? '+' : '-'}
                {formatCurrency(flow.amount)}
              </td>
              <td>{flow.description ?? ''}</td>
              <td>
                <ButtonGroup variant="minimal" size="small">
                  <Button icon="edit" aria-label={`Edit cash flow of ${formatDay(flow.date)}`} onClick={() => onEdit(flow)} />
                  <Button icon="trash" intent="danger" aria-label={`Delete cash flow of ${formatDay(flow.date)}`} onClick={() => onDelete(flow)} />
                </ButtonGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

export function CashManagementTab({ listId }: { listId: string }) {
  const { flows, total, save, remove } = useCashFlows(listId);
  const [editing, setEditing] = useState<CashFlow | null>(null);
  const [formKey, setFormKey] = useState(0);
  const resetForm = () => (setEditing(null), setFormKey((key) => key + 1));

  const deleteFlow = (flow: CashFlow) => {
    if (!confirmUser(CASH_FLOW_MESSAGES.confirmDelete)) return;
    remove.mutate(flow, {
      onSuccess: () => editing?.id === flow.id && resetForm(),
      onError: (error) => alertUser(CASH_FLOW_MESSAGES.deleteFailed(messageOf(error))),
    });
  };

  return (
    <div className="folio-cash" data-testid="cash-management">
      <section>
        <H5>{editing ? 'Edit cash flow' : 'Record a cash flow'}</H5>
        <CashFlowForm
          key={`${editing?.id ?? 'new'}-${formKey}`}
          editing={editing}
          submitting={save.isPending}
          onCancel={resetForm}
          onSubmit={(body) =>
            save.mutate({ id: editing?.id ?? null, body }, { onSuccess: resetForm, onError: () => alertUser(CASH_FLOW_MESSAGES.saveFailed) })
          }
        />
      </section>
      <section>
        <H5>
          Total cash invested:{' '}
          <span data-testid="total-cash-invested">{total.data ? formatCurrency(total.data.totalCashInvested) : total.isError ? 'N/A' : '...'}</span>
        </H5>
        {flows.isPending && <Spinner size={20} />}
        {flows.isError && <Callout intent="danger">{flows.error.message}</Callout>}
        {flows.data && <CashFlowRows flows={flows.data} onEdit={setEditing} onDelete={deleteFlow} />}
      </section>
    </div>
  );
}
