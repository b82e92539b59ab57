// @vitest-environment happy-dom
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { sampleList } from '../testing/lists.ts';
import { renderWithProviders, stubBrowserDialogs } from '../testing/render.tsx';
import { ManageListsDialog } from './ManageListsDialog.tsx';

const LISTS = [
  sampleList('main', 'Main Portfolio', { isDefault: true, _count: { portfolios: 10 } }),
  sampleList('income', 'Dividend Income', { _count: { portfolios: 3 } }),
  sampleList('empty', 'Empty'),
];

function show(confirmed = true) {
  const dialogs = stubBrowserDialogs(confirmed);
  const onSelect = vi.fn();
  renderWithProviders(<ManageListsDialog isOpen lists={LISTS} selectedId="main" onSelect={onSelect} onClose={() => {}} />);
  return { user: userEvent.setup(), dialogs, onSelect };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Manage Lists', () => {
  it('lists every list with the default one marked, and opens another', async () => {
    const { user, onSelect } = show();
    expect(screen.getByRole('row', { name: /Main Portfolio Default/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open Empty' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'empty' }));
  });

  it('refuses to delete the default list without asking', async () => {
    const remove = vi.spyOn(api.lists, 'remove');
    const { user, dialogs } = show();
    await user.click(screen.getByRole('button', { name: 'Delete Main Portfolio' }));
    expect(dialogs.alert).toHaveBeenCalledWith('Cannot delete the default list.');
    expect(dialogs.confirm).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('asks before moving stocks to the default list, and does nothing when declined', async () => {
    const remove = vi.spyOn(api.lists, 'remove');
    const { user, dialogs } = show(false);
    await user.click(screen.getByRole('button', { name: 'Delete Dividend Income' }));
    expect(dialogs.confirm).toHaveBeenCalledWith('This will move 3 stocks to your default list. Continue?');
    expect(remove).not.toHaveBeenCalled();
  });

  it('asks plainly for an empty list and deletes it', async () => {
    const remove = vi.spyOn(api.lists, 'remove').mockResolvedValue({ success: true, movedTo: 'main', movedCount: 0 });
    const { user, dialogs } = show();
    await user.click(screen.getByRole('button', { name: 'Delete Empty' }));
    expect(dialogs.confirm).toHaveBeenCalledWith('Are you sure you want to delete this list?');
    expect(remove).toHaveBeenCalledWith('empty');
  });

  it.each([
    ['delete', 'Delete Empty', () => vi.spyOn(api.lists, 'remove'), 'Failed to delete list. Please try again.'],
    ['set default', 'Set Empty as default', () => vi.spyOn(api.lists, 'setDefault'), 'Failed to set default list. Please try again.'],
  ])('alerts when %s fails', async (_case, button, spy, message) => {
    spy().mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'down'));
    const { user, dialogs } = show();
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith(message));
  });

  it('creates a list with a trimmed name, and alerts when that fails', async () => {
    const create = vi.spyOn(api.lists, 'create').mockRejectedValue(new Error('down'));
    const { user, dialogs } = show();
    await user.click(screen.getByRole('button', { name: 'New List' }));
    const submit = screen.getByRole('button', { name: 'Create List' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^Name/), '  Growth  ');
    await user.type(screen.getByLabelText(/^Description/), 'Long-term bets');
    await user.click(submit);
    expect(create).toHaveBeenCalledWith({ name: 'Growth', description: 'Long-term bets' });
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith('Failed to create list. Please try again.'));
  });

  it('renames a list, and alerts when that fails', async () => {
    const update = vi.spyOn(api.lists, 'update').mockRejectedValue(new Error('down'));
    const { user, dialogs } = show();
    await user.click(screen.getByRole('button', { name: 'Edit Dividend Income' }));
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.value).toBe('Dividend Income');
    await user.clear(name);
    await user.type(name, 'Income');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(update).toHaveBeenCalledWith('income', { name: 'Income', description: null });
    await waitFor(() => expect(dialogs.alert).toHaveBeenCalledWith('Failed to update list. Please try again.'));
  });
});
