// @vitest-environment happy-dom
import { type TaxReport } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import TaxReportPage from '../routes/TaxReportPage.tsx';
import { renderWithProviders } from '../testing/render.tsx';
import { sampleList } from '../testing/lists.ts';

const zero = { count: 0, proceeds: 0, costBasis: 0, gain: 0, disallowedLoss: 0 };
const empty = (year: number): TaxReport => ({
  listId: 'main', year, currency: 'USD', method: 'fifo', methodsUsed: [], disposals: [],
  totals: { shortTerm: zero, longTerm: zero, unknownTerm: zero, total: zero },
  dividends: { items: [], amount: 0, withholdingTax: 0, netAmount: 0 }, washSaleCount: 0, complete: true,
});
// IRS Pub. 550 wash-sale example 1 and a long-term gain.
const report2024: TaxReport = {
  ...empty(2024),
  methodsUsed: ['fifo'],
  disposals: [
    {
      saleId: 's1', lotId: 'l1', symbol: 'AAPL', quantity: 100, dateAcquired: '2024-01-02', dateSold: '2024-06-03', proceeds: 750, costBasis: 1000, gain: -250,
      term: 'short', method: 'fifo', listingCurrency: 'USD', washSale: { disallowedLoss: 250, replacementQuantity: 100, replacementDates: ['2024-06-20'] },
    },
    {
      saleId: 's2', lotId: 'l2', symbol: 'NVDA', quantity: 6, dateAcquired: '2023-03-15', dateSold: '2024-03-16', proceeds: 840, costBasis: 600, gain: 240,
      term: 'long', method: 'fifo', listingCurrency: 'USD', washSale: null,
    },
  ],
  totals: {
    shortTerm: { count: 1, proceeds: 750, costBasis: 1000, gain: -250, disallowedLoss: 250 },
    longTerm: { count: 1, proceeds: 840, costBasis: 600, gain: 240, disallowedLoss: 0 },
    unknownTerm: zero,
    total: { count: 2, proceeds: 1590, costBasis: 1600, gain: -10, disallowedLoss: 250 },
  },
  dividends: { items: [{ id: 'd1', symbol: 'KO', kind: 'cash', payDate: '2024-04-01', amount: 48.5, withholdingTax: 7.28, netAmount: 41.22 }], amount: 48.5, withholdingTax: 7.28, netAmount: 41.22 },
  washSaleCount: 1,
};

beforeEach(() => {
  vi.spyOn(api.lists, 'all').mockResolvedValue([sampleList('main', 'Main Portfolio', { isDefault: true })]);
  vi.spyOn(api.investments, 'taxReport').mockImplementation(async (_listId, year) => (year === 2024 ? report2024 : empty(year)));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = (query = '?listId=main&year=2024') => renderWithProviders(<TaxReportPage />, { route: `/investments/tax-report${query}` });

describe('Tax report screen', () => {
  it('shows the totals by term, each lot sold with its wash-sale flag, and the dividends of the year', async () => {
    show();
    const short = await screen.findByTestId('tax-short-term');
    expect(short.textContent).toContain('-$250.00');
    expect(short.textContent).toContain('Wash-sale loss disallowed$250.00');
    expect(screen.getByTestId('tax-long-term').textContent).toContain('$240.00');
    const rows = within(screen.getByTestId('tax-disposals')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('AAPL');
    expect(rows[1]!.textContent).toContain('Jan 2, 2024');
    expect(rows[1]!.textContent).toContain('Short');
    expect(rows[1]!.textContent).toContain('W: $250.00 disallowed');
    expect(rows[2]!.textContent).toContain('Long');
    expect(rows[2]!.textContent).toContain('No');
    expect(screen.getByTestId('tax-wash-warning').textContent).toContain('One sale at a loss');
    expect(screen.getByTestId('tax-dividends-net').textContent).toBe('$41.22');
    expect(screen.getByTestId('tax-method').textContent).toContain('Lot method: FIFO');
    expect(api.investments.taxReport).toHaveBeenCalledWith('main', 2024);
  });

  it('asks for another year from the year selector; a year without sales says so', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByTestId('tax-disposals');
    await user.selectOptions(screen.getByLabelText('Tax year'), '2023');
    expect(await screen.findByTestId('tax-no-sales')).toBeTruthy();
    expect(screen.getByText('No sales were recorded in 2023.')).toBeTruthy();
    expect(screen.getByText('No dividends were recorded as paid in 2023.')).toBeTruthy();
    expect(api.investments.taxReport).toHaveBeenLastCalledWith('main', 2023);
  });

  it('downloads the CSV the server writes', async () => {
    const user = userEvent.setup();
    const csv = vi.spyOn(api.investments, 'taxReportCsv').mockResolvedValue({ text: 'Description\r\n', fileName: 'main_portfolio_tax_2024.csv' });
    const created = vi.fn(() => 'blob:tax');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    show();
    await screen.findByTestId('tax-disposals');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(csv).toHaveBeenCalledWith('main', 2024));
    expect(created).toHaveBeenCalled();
  });

  it('says why the report could not be loaded and retries', async () => {
    vi.mocked(api.investments.taxReport).mockRejectedValueOnce(new ApiRequestError(500, 'Internal Server Error', 'The book could not be read'));
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Failed to load the tax report')).toBeTruthy();
    expect(screen.getByText('The book could not be read')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('tax-disposals')).toBeTruthy();
  });
});
