// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { todayIso } from '../common/dates.ts';
import { holding, renderWithProviders, stubBrowserDialogs } from '../testing/render.tsx';
import { AddStockDialog } from './AddStockDialog.tsx';
import { EditPositionDialog } from './EditPositionDialog.tsx';
import { SellPositionDialog } from './SellPositionDialog.tsx';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

let dialogs: ReturnType<typeof stubBrowserDialogs>;
beforeEach(() => {
  dialogs = stubBrowserDialogs();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Add Stock', () => {
  it('silently does nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const addStock = vi.spyOn(api.investments, 'addStock');
    const onClose = vi.fn();
    renderWithProviders(<AddStockDialog listId="list-1" listName="Main Portfolio" onClose={onClose} />);
    expect(input('Purchase Date').value).toBe(todayIso());

    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    await user.type(input('Symbol'), 'msft');
    expect(input('Symbol').value).toBe('MSFT');
    await user.type(input('Quantity'), '5');
    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    await user.type(input('Purchase Price'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Add Stock' }));

    expect(addStock).not.toHaveBeenCalled();
    expect(dialogs.alert).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('quantity 0 disables price and date and adds a watch-only symbol', async () => {
    const user = userEvent.setup();
    const addStock = vi.spyOn(api.investments, 'addStock').mockResolvedValue(holding('NVDA', { quantity: 0 }));
    const onClose = vi.fn();
    renderWithProviders(<AddStockDialog listId="list-1" listName="Main Portfolio" onClose={onClose} />);
    await user.type(input('Symbol'), 'nvda');
    await user.type(input('Quantity'), '0');
    expect(input('Purchase Price').disabled).toBe(true);
    expect(input('Purchase Date').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    expect(addStock).toHaveBeenCalledWith({ symbol: 'NVDA', quantity: 0, purchasePrice: null, purchaseDate: null, listId: 'list-1' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('adds a holding with price and date', async () => {
    const user = userEvent.setup();
    const addStock = vi.spyOn(api.investments, 'addStock').mockResolvedValue(holding('AMD'));
    renderWithProviders(<AddStockDialog listId="list-1" listName="Main Portfolio" onClose={() => {}} />);
    await user.type(input('Symbol'), 'amd');
    await user.type(input('Quantity'), '2.5');
    await user.type(input('Purchase Price'), '101.25');
    await user.clear(input('Purchase Date'));
    await user.type(input('Purchase Date'), '2024-02-03');
    await user.click(screen.getByRole('button', { name: 'Add Stock' }));
    expect(addStock).toHaveBeenCalledWith({ symbol: 'AMD', quantity: 2.5, purchasePrice: 101.25, purchaseDate: '2024-02-03', listId: 'list-1' });
  });
});

describe('Edit position', () => {
  it('keeps the symbol read-only and turns an unparseable quantity into 0 (watch-only)', async () => {
    const user = userEvent.setup();
    const updateStock = vi.spyOn(api.investments, 'updateStock').mockResolvedValue(holding('AAPL', { quantity: 0 }));
    renderWithProviders(<EditPositionDialog item={holding('AAPL', { quantity: 10, purchasePrice: 50 })} onClose={() => {}} />);
    expect(input('Symbol').readOnly).toBe(true);
    expect(input('Purchase Price').value).toBe('50');
    await user.clear(input('Quantity'));
    expect(input('Purchase Price').disabled).toBe(true);
    expect(input('Purchase Date').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateStock).toHaveBeenCalledWith(expect.stringContaining('position-AAPL'), { quantity: 0, purchasePrice: null, purchaseDate: null });
  });

  it('needs a price of at least 0.01 when the quantity is not 0', async () => {
    const user = userEvent.setup();
    const updateStock = vi.spyOn(api.investments, 'updateStock');
    renderWithProviders(<EditPositionDialog item={holding('AAPL', { quantity: 10 })} onClose={() => {}} />);
    await user.clear(input('Purchase Price'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateStock).not.toHaveBeenCalled();
  });
});

describe('Sell position', () => {
  const item = () =>
    holding('AAPL', {
      quantity: 30,
      price: 200,
      lots: [
        { lotId: 'old', quantity: 15, price: 74.35, date: '2020-03-16' },
        { lotId: 'new', quantity: 15, price: 131.2, date: '2021-06-01' },
      ],
    });

  it('never crashes whatever order the fields are changed in, and sells what was entered', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // Two sets of values; each order of the six fields moves every field to the other set.
    const sets = [
      { quantity: '10', price: '210', date: yesterday, fees: '4.5', method: 'lifo', notes: 'trim', proceeds: '$2,095.50' },
      { quantity: '3', price: '199', date: todayIso(), fees: '1', method: 'average', notes: 'tax', proceeds: '$596.00' },
    ];
    const fields: Record<string, () => HTMLElement> = {
      quantity: () => input('Quantity'),
      price: () => input('Price'),
      date: () => input('Date'),
      fees: () => input('Fees'),
      method: () => screen.getByLabelText('Tax-lot method'),
      notes: () => screen.getByLabelText(/Notes/),
    };
    const permutations = (items: string[]): string[][] =>
      items.length <= 1 ? [items] : items.flatMap((first, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest]));
    const sell = vi.spyOn(api.investments, 'sell').mockResolvedValue({} as never);
    const orders = permutations(Object.keys(fields));
    expect(orders).toHaveLength(720);
    renderWithProviders(<SellPositionDialog item={item()} listMethod="fifo" onClose={() => {}} />);
    for (const [index, order] of orders.entries()) {
      const values = sets[index % 2]!;
      for (const field of order) fireEvent.change(fields[field]!(), { target: { value: values[field as keyof typeof values] } });
      expect(screen.getByTestId('net-proceeds').textContent, order.join(' > ')).toBe(`Net proceeds: ${values.proceeds}`);
      fireEvent.submit(screen.getByRole('form', { name: 'Sell position' }));
      await waitFor(() => expect(sell).toHaveBeenCalledTimes(index + 1), { interval: 1 });
      expect(sell.mock.calls[index]![0], order.join(' > ')).toMatchObject({
        quantity: Number(values.quantity),
        price: Number(values.price),
        fees: Number(values.fees),
        notes: values.notes,
        lotMethod: values.method,
        date: values.date,
      });
    }
  }, 60_000);

  it('alerts an invalid quantity or price with the spec texts', async () => {
    const user = userEvent.setup();
    const sell = vi.spyOn(api.investments, 'sell');
    renderWithProviders(<SellPositionDialog item={item()} listMethod="fifo" onClose={() => {}} />);
    await user.type(input('Quantity'), '31');
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(dialogs.alert).toHaveBeenLastCalledWith('Please enter a valid quantity (1-30)');
    await user.clear(input('Quantity'));
    await user.type(input('Quantity'), '10');
    await user.clear(input('Price'));
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(dialogs.alert).toHaveBeenLastCalledWith('Please enter a valid price');
    expect(sell).not.toHaveBeenCalled();
  });

  it('shows the net proceeds and sells with the list method, fees, date and notes', async () => {
    const user = userEvent.setup();
    const sell = vi.spyOn(api.investments, 'sell').mockImplementation(async () => {
      throw new Error('not in this test');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    renderWithProviders(<SellPositionDialog item={item()} listMethod="lifo" onClose={onClose} />);
    expect(input('Price').value).toBe('200');
    expect(input('Fees').value).toBe('0');
    expect(input('Date').value).toBe(todayIso());
    expect((screen.getByLabelText('Tax-lot method') as HTMLSelectElement).value).toBe('lifo');
    await user.type(input('Quantity'), '10');
    await user.clear(input('Fees'));
    await user.type(input('Fees'), '4.5');
    await user.type(screen.getByLabelText(/Notes/), 'rebalancing');
    expect(screen.getByTestId('net-proceeds').textContent).toBe('Net proceeds: $1,995.50');
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(sell).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: 10, price: 200, fees: 4.5, notes: 'rebalancing', lotMethod: 'lifo', date: todayIso() }),
    );
    // A failed sale is only logged; the dialog stays open.
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('specific lots: pick the lots, which must add up to the quantity', async () => {
    const user = userEvent.setup();
    const sell = vi.spyOn(api.investments, 'sell').mockResolvedValue({} as never);
    renderWithProviders(<SellPositionDialog item={item()} listMethod="fifo" onClose={() => {}} />);
    await user.selectOptions(screen.getByLabelText('Tax-lot method'), 'specific');
    await user.type(input('Quantity'), '5');
    const lots = screen.getAllByLabelText(/Shares from the lot/);
    await user.type(lots[1]!, '4');
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose lots adding up to 5 shares');
    await user.clear(lots[1]!);
    await user.type(lots[1]!, '5');
    await user.click(screen.getByRole('button', { name: 'Sell' }));
    expect(sell).toHaveBeenCalledWith(expect.objectContaining({ lotMethod: 'specific', lots: [{ lotId: 'new', quantity: 5 }] }));
  });
});
