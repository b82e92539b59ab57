import type { DividendCommand, DividendFields } from '../dividends/decide.ts';
import type { DividendData } from '../dividends/events.ts';
import type { PortfolioEvent } from '../events.ts';
import { LIST } from './book.ts';

/** Building blocks for the dividend and split specs. */
export const cashDividend: DividendFields = {
  kind: 'cash', amount: 24, withholdingTax: 0, perShare: 0.24, payDate: '2024-05-16', exDate: '2024-05-10', reinvestment: null,
};

export const recordDividend = (overrides: Partial<DividendFields> & { symbol?: string } = {}): DividendCommand => ({
  type: 'RecordDividend',
  data: { ...cashDividend, dividendId: 'd1', listId: LIST, symbol: 'AAPL', source: 'manual', ...overrides },
});

export const dividendReceived = (overrides: Partial<DividendData> = {}): PortfolioEvent => ({
  type: 'DividendReceived',
  data: {
    dividendId: 'd1', listId: LIST, positionId: 'p1', symbol: 'AAPL', kind: 'cash', amount: 24, withholdingTax: 0, perShare: 0.24,
    payDate: '2024-05-16', exDate: '2024-05-10', lot: null, source: 'manual', ...overrides,
  },
});

export const applySplit = (date: string, numerator: number, denominator = 1, symbol = 'AAPL') => ({
  type: 'ApplySplit' as const,
  data: { listId: LIST, symbol, date, numerator, denominator, source: 'suggestion' as const },
});
