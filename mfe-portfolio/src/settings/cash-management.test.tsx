// @vitest-environment happy-dom
import { type CashFlow } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { todayIso } from '../common/dates.ts';
import { renderWithProviders, stubBrowserDialogs } from '../testing/render.tsx';
import { CashManagementTab } from './CashManagementTab.tsx';

const flow = (id: string, fields: Partial<CashFlow> = {}): CashFlow => ({
  id,
  type: 'deposit',
  amount: 1000,
  date: '2024-01-02',
  description: 'Initial deposit',
  listId: 'main',
  ...fields,
});

let dialogs: ReturnType<typeof stubBrowserDialogs>;
beforeEach(() => {
  dialogs = stubBrowserDialogs();
  vi.spyOn(api.cashFlows, 'all').mockResolvedValue([flow('a'), flow('b', { type: 'withdrawal', amount: 250, description: null, date: '2024-03-05' })]);
  vi.spyOn(api.cashFlows, 'totalInvested').mockResolvedValue({ totalCashInvested: 750 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const amount = () => screen.getByLabelText('Amount') as HTMLInputElement;

describe('Cash Management', () => {
  it('lists the cash flows with the total cash invested', async () => {
    renderWithProviders(<CashManagementTab listId="main" />);
    await waitFor(() => expect(screen.getByTestId('total-cash-invested').textContent).toBe('$750.00'));
    const rows = (await screen.findByRole('table', { name: 'Cash flows' })).querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.textContent)).toEqual(['Jan 2, 2024Deposit+$1,000.00Initial deposit', 'Mar 5, 2024Withdrawal-$250.00']);
  });

  it.each(['', '0', '-5'])("alerts 'Please enter a valid amount' for %j", async (value) => {
    const create = vi.spyOn(api.cashFlows, 'create');
    const user = userEvent.setup();
    renderWithProviders(<CashManagementTab listId="main" />);
    if (value) await user.type(amount(), value);
    await user.click(screen.getByRole('button', { name: 'Add Cash Flow' }));
    expect(dialogs.alert).toHaveBeenCalledWith('Please enter a valid amount');
    expect(create).not.toHaveBeenCalled();
  });

  it('records a deposit dated today by default', async () => {
    const create = vi.spyOn(api.cashFlows, 'create').mockResolvedValue(flow('c'));
    const user = userEvent.setup();
    renderWithProviders(<CashManagementTab listId="main" />);
    await user.type(amount(), '500.25');
    await user.type(screen.getByLabelText(/Description/), 'Bonus');
    await user.click(screen.getByRole('button', { name: 'Add Cash Flow' }));
    expect(create).toHaveBeenCalledWith({ type: 'deposit', amount: 500.25, date: todayIso(), description: 'Bonus', listId: 'main' });
    await waitFor(() => expect(amount().value).toBe(''));
  });

  it("alerts 'Failed to save cash flow' when saving fails", async () => {
    vi.spyOn(api.cashFlows, 'create').mockRejectedValue(new Error('down'));
    const user = userEvent.setup();
    renderWithProviders(<CashManagementTab listId="main" />);
    await user.type(amount(), '10');
    await user.click(screen.getByRole('button', { name: 'Add Cash Flow' }));
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith('Failed to save cash flow'));
  });

  it('edits a cash flow in a pre-filled form', async () => {
    const update = vi.spyOn(api.cashFlows, 'update').mockResolvedValue(flow('b'));
    const user = userEvent.setup();
    renderWithProviders(<CashManagementTab listId="main" />);
    await user.click(await screen.findByRole('button', { name: 'Edit cash flow of Mar 5, 2024' }));
    expect(amount().value).toBe('250');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('withdrawal');
    await user.clear(amount());
    await user.type(amount(), '300');
    await user.click(screen.getByRole('button', { name: 'Update Cash Flow' }));
    expect(update).toHaveBeenCalledWith('b', { type: 'withdrawal', amount: 300, date: '2024-03-05', description: null });
  });

  it('asks before deleting, and says why a deletion failed', async () => {
    vi.spyOn(api.cashFlows, 'remove').mockRejectedValue(new ApiRequestError(404, 'Not Found', 'Cash flow not found'));
    const user = userEvent.setup();
    renderWithProviders(<CashManagementTab listId="main" />);
    await user.click(await screen.findByRole('button', { name: 'Delete cash flow of Jan 2, 2024' }));
    expect(dialogs.confirm).toHaveBeenCalledWith('Are you sure you want to delete this cash flow?');
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith('Failed to delete cash flow: Cash flow not found'));
  });
});
