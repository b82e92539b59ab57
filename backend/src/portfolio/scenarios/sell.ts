import type { Sale } from '../decider.ts';

/** A sale command with defaults, for the scenario specs. */
export const sell = (overrides: Partial<Sale> & Pick<Sale, 'quantity' | 'price'>) => ({
  type: 'SellPosition' as const,
  data: { saleId: 's1', positionId: 'p1', fees: 0, date: '2024-06-01', notes: null, ...overrides },
});
