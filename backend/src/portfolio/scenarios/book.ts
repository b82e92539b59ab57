import type { ListEvent } from '../../lists/events.ts';
import type { Lot, PortfolioEvent, PositionSold } from '../events.ts';

/** Building blocks for the scenario specs: a book with one list and positions bought in lots. */
export const LIST = 'main';

export const listCreated: ListEvent = {
  type: 'ListCreated',
  data: { listId: LIST, ownerId: 'u1', name: 'Main Portfolio', description: null, createdAt: '2024-01-01T00:00:00.000Z' },
};

export const lot = (lotId: string, quantity: number, price: number, date: string | null): Lot => ({ lotId, quantity, price, date });

export const opened = (positionId: string, first: Lot, symbol = 'AAPL', listId = LIST): PortfolioEvent => ({
  type: 'PositionOpened',
  data: { positionId, listId, symbol, lot: first, source: 'manual' },
});

/** A position bought in several lots: opened with the first, increased by the others. */
export function positionWithLots(positionId: string, lots: Lot[], symbol = 'AAPL'): PortfolioEvent[] {
  return [
    { type: 'PositionOpened', data: { positionId, listId: LIST, symbol, lot: lots[0]!, source: 'manual' } },
    ...lots.slice(1).map((extra): PortfolioEvent => ({ type: 'PositionIncreased', data: { positionId, listId: LIST, symbol, lot: extra } })),
  ];
}

export const sale = (overrides: Partial<PositionSold['data']> & Pick<PositionSold['data'], 'quantity' | 'price' | 'lots'>): PortfolioEvent => ({
  type: 'PositionSold',
  data: {
    saleId: 's1', positionId: 'p1', listId: LIST, symbol: 'AAPL', fees: 0, date: '2024-06-01', notes: null, method: 'fifo',
    costBasis: 0, proceeds: 0, realizedGain: 0, ...overrides,
  },
});
