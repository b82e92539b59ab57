import { describe, expect, it } from 'vitest';
import { addStockRequest, editPositionRequest } from './position-forms.ts';
import { checkSale, netProceeds, SALE_MESSAGES, type SaleDraft } from './sale-form.ts';

describe('Add Stock validation', () => {
  const draft = { symbol: ' aapl ', quantity: '10', purchasePrice: '150.25', purchaseDate: '2024-03-01' };

  it('upper-cases the symbol and sends a holding', () => {
    expect(addStockRequest(draft, 'list-1')).toEqual({ symbol: 'AAPL', quantity: 10, purchasePrice: 150.25, purchaseDate: '2024-03-01', listId: 'list-1' });
  });

  it('quantity 0 watches only: price and date are not needed', () => {
    expect(addStockRequest({ ...draft, quantity: '0', purchasePrice: '', purchaseDate: '' }, 'l')).toEqual({
      symbol: 'AAPL',
      quantity: 0,
      purchasePrice: null,
      purchaseDate: null,
      listId: 'l',
    });
  });

  it.each([
    ['no symbol', { symbol: '  ' }],
    ['no quantity', { quantity: '' }],
    ['negative quantity', { quantity: '-1' }],
    ['price under 0.01', { purchasePrice: '0.001' }],
    ['no price', { purchasePrice: '' }],
    ['no date', { purchaseDate: '' }],
  ])('does nothing with %s', (_case, change) => {
    expect(addStockRequest({ ...draft, ...change }, 'l')).toBeNull();
  });
});

describe('Edit position validation', () => {
  it('turns unparseable numbers into 0, which makes the position watch-only', () => {
    expect(editPositionRequest({ quantity: 'abc', purchasePrice: 'x', purchaseDate: '' })).toEqual({ quantity: 0, purchasePrice: null, purchaseDate: null });
  });

  it('needs a price of at least 0.01 and a date when the quantity is not 0', () => {
    expect(editPositionRequest({ quantity: '5', purchasePrice: 'x', purchaseDate: '2024-01-01' })).toBeNull();
    expect(editPositionRequest({ quantity: '5', purchasePrice: '10', purchaseDate: '' })).toBeNull();
    expect(editPositionRequest({ quantity: '5', purchasePrice: '10', purchaseDate: '2024-01-01' })).toEqual({ quantity: 5, purchasePrice: 10, purchaseDate: '2024-01-01' });
  });
});

describe('Sell validation', () => {
  const item = {
    id: 'p1',
    quantity: 30,
    lots: [
      { lotId: 'old', quantity: 15, price: 74.35, date: '2020-03-16' },
      { lotId: 'new', quantity: 15, price: 131.2, date: '2021-06-01' },
    ],
  };
  const draft: SaleDraft = { quantity: '10', price: '200', date: '2024-05-01', fees: '5', notes: ' trim ', method: 'fifo', lots: {} };

  it('builds the sale with the chosen tax-lot method', () => {
    expect(checkSale(draft, item)).toEqual({
      ok: true,
      request: { portfolioId: 'p1', quantity: 10, price: 200, date: '2024-05-01', fees: 5, notes: 'trim', lotMethod: 'fifo' },
    });
  });

  it.each(['0', '-1', '30.5', '', 'x'])('alerts a quantity of %j with the held range', (quantity) => {
    expect(checkSale({ ...draft, quantity }, item)).toEqual({ ok: false, alert: 'Please enter a valid quantity (1-30)' });
  });

  it.each(['0', '-2', ''])('alerts a price of %j', (price) => {
    expect(checkSale({ ...draft, price }, item)).toEqual({ ok: false, alert: SALE_MESSAGES.invalidPrice });
    expect(SALE_MESSAGES.invalidPrice).toBe('Please enter a valid price');
  });

  it('fees default to 0 and cannot be negative', () => {
    expect(checkSale({ ...draft, fees: '' }, item)).toMatchObject({ ok: true, request: { fees: 0 } });
    expect(checkSale({ ...draft, fees: '-1' }, item)).toEqual({ ok: false, hint: SALE_MESSAGES.negativeFees });
  });

  it('specific lots must add up to the quantity', () => {
    const specific = { ...draft, method: 'specific' as const };
    expect(checkSale({ ...specific, lots: { old: '4' } }, item)).toEqual({ ok: false, hint: 'Choose lots adding up to 10 shares' });
    expect(checkSale({ ...specific, lots: { new: '16' } }, item)).toEqual({ ok: false, hint: SALE_MESSAGES.lotTooLarge });
    expect(checkSale({ ...specific, lots: { old: '4', new: '6' } }, item)).toMatchObject({
      ok: true,
      request: { lotMethod: 'specific', lots: [{ lotId: 'old', quantity: 4 }, { lotId: 'new', quantity: 6 }] },
    });
  });

  it('net proceeds are quantity x price minus fees', () => {
    expect(netProceeds({ quantity: '10', price: '200.5', fees: '5' })).toBe(2000);
    expect(netProceeds({ quantity: '3', price: '10', fees: '' })).toBe(30);
    expect(netProceeds({ quantity: '', price: '10', fees: '' })).toBeNull();
  });
});
