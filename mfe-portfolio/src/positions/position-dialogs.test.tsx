// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('Edit position of several lots', () => {
  const item = () =>
    holding('MSFT', {
      quantity: 15,
      lots: [
        { lotId: 'jan', quantity: 10, price: 100, date: '2024-01-02' },
        { lotId: 'feb', quantity: 5, price: 120, date: '2024-02-01' },
      ],
    });

  it('edits, removes and adds lots one at a time, never the whole position', async () => {
    const user = userEvent.setup();
    const updateStock = vi.spyOn(api.investments, 'updateStock');
    const changeLot = vi.spyOn(api.investments, 'changeLot').mockResolvedValue(item());
    const removeLot = vi.spyOn(api.investments, 'removeLot').mockResolvedValue(item());
    const addLot = vi.spyOn(api.investments, 'addLot').mockResolvedValue(item());
    renderWithProviders(<EditPositionDialog item={item()} onClose={() => {}} />);

    expect(screen.getByText(/was bought in 2 lots/)).toBeTruthy();
    await user.clear(input('Lot 1 quantity'));
    await user.type(input('Lot 1 quantity'), '7');
    await user.clear(input('Lot 1 price'));
    await user.type(input('Lot 1 price'), '101.5');
    await user.click(screen.getByRole('button', { name: 'Save Lot 1' }));
    await waitFor(() => expect(changeLot).toHaveBeenCalledWith(expect.stringContaining('position-MSFT'), 'jan', { quantity: 7, price: 101.5, date: '2024-01-02' }));

    await user.click(screen.getByRole('button', { name: 'Remove Lot 2' }));
    await waitFor(() => expect(removeLot).toHaveBeenCalledWith(expect.stringContaining('position-MSFT'), 'feb'));

    const add = screen.getByRole('button', { name: 'Add lot' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(input('New lot quantity'), '3');
    await user.type(input('New lot price'), '130');
    fireEvent.change(input('New lot date'), { target: { value: '2024-03-05' } });
    await user.click(add);
    await waitFor(() => expect(addLot).toHaveBeenCalledWith(expect.stringContaining('position-MSFT'), { quantity: 3, price: 130, date: '2024-03-05' }));
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

  // The 720 orders of the six fields, in six tests of 120 by the field changed first: each test
  // has its own time limit, so a slow machine (about 10 ms per change on an idle CI core, ten
  // times that on a busy one) does not fail the whole check at once.
  it.each(['quantity', 'price', 'date', 'fees', 'method', 'notes'])('never crashes whatever order the fields are changed in (%s first), and sells what was entered', async (first) => {
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
    const all = permutations(Object.keys(fields));
    expect(all).toHaveLength(720);
    const orders = all.filter((order) => order[0] === first);
    expect(orders).toHaveLength(120);
    renderWithProviders(<SellPositionDialog item={item()} listMethod="fifo" onClose={() => {}} />);
    // Found once: label and role queries cost milliseconds each in happy-dom, 5,000 of them most
    // of a minute. The dialog keeps its elements, so the same ones are changed every round.
    const elements = Object.fromEntries(Object.entries(fields).map(([name, find]) => [name, find()]));
    const proceeds = screen.getByTestId('net-proceeds');
    const form = screen.getByRole('form', { name: 'Sell position' });
    for (const [index, order] of orders.entries()) {
      const values = sets[index % 2]!;
      for (const field of order) fireEvent.change(elements[field]!, { target: { value: values[field as keyof typeof values] } });
      expect(proceeds.textContent, order.join(' > ')).toBe(`Net proceeds: ${values.proceeds}`);
      fireEvent.submit(form);
      // The mutation calls the API a tick later; waiting on the mock directly is much cheaper than waitFor.
      for (let tick = 0; sell.mock.calls.length < index + 1 && tick < 1000; tick++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(sell).toHaveBeenCalledTimes(index + 1);
      expect(sell.mock.calls[index]![0], order.join(' > ')).toMatchObject({
        quantity: Number(values.quantity),
        price: Number(values.price),
        fees: Number(values.fees),
        notes: values.notes,
        lotMethod: values.method,
        date: values.date,
      });
    }
  }, 90_000);

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
