// @vitest-environment happy-dom
import type { CorporateActionSuggestions, Dividend, PortfolioSummary } from '@folio/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { renderWithProviders, stubBrowserDialogs } from '../testing/render.tsx';
import { DividendsPanel } from './DividendsPanel.tsx';

const income = { trailingTwelveMonths: 41.22, total: 89.72, withholdingTax: 7.28, byYear: [{ year: 2025, amount: 48.5 }, { year: 2026, amount: 89.72 }], yieldOnCost: 0.82, currentYield: 0.66 };
const summary = { dividends: income, currency: 'USD' } as unknown as PortfolioSummary;
const offers: CorporateActionSuggestions = {
  trackDividends: true,
  dividends: [{ symbol: 'KO', portfolioId: 'p1', exDate: '2026-09-14', payDate: '2026-09-14', perShare: 0.51, quantity: 100, amount: 51 }],
  splits: [{ symbol: 'AAPL', portfolioId: 'p2', date: '2020-08-31', numerator: 4, denominator: 1, sharesBefore: 10, sharesAfter: 40 }],
};

beforeEach(() => {
  stubBrowserDialogs();
  vi.spyOn(api.investments, 'summary').mockResolvedValue(summary);
  vi.spyOn(api.dividends, 'suggestions').mockResolvedValue(offers);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const panel = (props: Partial<Parameters<typeof DividendsPanel>[0]> = {}) =>
  renderWithProviders(<DividendsPanel listId="main" symbols={['AAPL', 'KO']} trackDividends showDividendYield {...props} />);

describe('Dividends panel', () => {
  it("shows the last 12 months' income, the yields and the latest years", async () => {
    panel();
    const figures = within(await screen.findByTestId('dividend-income'));
    expect(figures.getByText('$41.22')).toBeTruthy();
    expect(figures.getByText('0.82%')).toBeTruthy();
    expect(figures.getByText('0.66%')).toBeTruthy();
    expect(figures.getByText('2025')).toBeTruthy();
  });

  it('hides the yields when the list does not show dividend yield', async () => {
    panel({ showDividendYield: false });
    const figures = within(await screen.findByTestId('dividend-income'));
    expect(figures.getByText('$41.22')).toBeTruthy();
    expect(figures.queryByText('Yield on cost')).toBeNull();
  });

  it('offers no dividends and no Record button when the list does not track dividends, but still its splits', async () => {
    panel({ trackDividends: false });
    expect(await screen.findByRole('list', { name: 'Splits to confirm' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Dividends to confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record dividend' })).toBeNull();
  });

  it('confirms a split and dismisses a dividend as commands', async () => {
    const apply = vi.spyOn(api.dividends, 'applySplit').mockResolvedValue({ success: true });
    const dismiss = vi.spyOn(api.dividends, 'dismiss').mockResolvedValue({ success: true });
    const user = userEvent.setup();
    panel();
    await user.click(await screen.findByRole('button', { name: 'Confirm AAPL split of Aug 31, 2020' }));
    expect(apply).toHaveBeenCalledWith({ symbol: 'AAPL', date: '2020-08-31', numerator: 4, denominator: 1, listId: 'main' });
    await user.click(screen.getByRole('button', { name: /Dismiss KO dividend/ }));
    expect(dismiss).toHaveBeenCalledWith({ symbol: 'KO', exDate: '2026-09-14', listId: 'main' });
  });

  it("confirming a provider's dividend opens the form filled with it and records it as a suggestion", async () => {
    const create = vi.spyOn(api.dividends, 'create').mockResolvedValue({} as Dividend);
    const user = userEvent.setup();
    panel();
    await user.click(await screen.findByRole('button', { name: /Confirm KO dividend/ }));
    expect((screen.getByLabelText('Amount (gross)') as HTMLInputElement).value).toBe('51');
    await user.type(screen.getByLabelText(/Withholding tax/), '7.65');
    await user.click(screen.getByRole('button', { name: 'Confirm Dividend' }));
    expect(create).toHaveBeenCalledWith({
      symbol: 'KO', kind: 'cash', amount: 51, withholdingTax: 7.65, perShare: 0.51, exDate: '2026-09-14', payDate: '2026-09-14', source: 'suggestion', listId: 'main',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a reinvested dividend needs its shares and price; the server refusal is shown in the form', async () => {
    const create = vi.spyOn(api.dividends, 'create').mockRejectedValue(new Error('No shares of KO were held on 2026-01-02, the pay date'));
    const user = userEvent.setup();
    panel();
    await user.click(await screen.findByRole('button', { name: 'Record dividend' }));
    await user.selectOptions(screen.getByLabelText('Stock'), 'KO');
    await user.selectOptions(screen.getByLabelText('Kind'), 'reinvested');
    await user.type(screen.getByLabelText('Amount (gross)'), '48.5');
    await user.click(screen.getByRole('button', { name: 'Record Dividend' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter the shares the dividend bought');
    expect(create).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Shares bought'), '0.8');
    await user.type(screen.getByLabelText('Reinvestment price'), '60.625');
    await user.clear(screen.getByLabelText('Pay date'));
    await user.type(screen.getByLabelText('Pay date'), '2026-01-02');
    await user.click(screen.getByRole('button', { name: 'Record Dividend' }));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'KO', kind: 'reinvested', amount: 48.5, reinvestedQuantity: 0.8, reinvestedPrice: 60.625, payDate: '2026-01-02' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No shares of KO were held');
  });

  it('shows the latest 8 dividends to confirm, and all of them on request', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...offers.dividends[0]!, exDate: `2026-${String(12 - index).padStart(2, '0')}-01` }));
    vi.spyOn(api.dividends, 'suggestions').mockResolvedValue({ ...offers, dividends: many });
    const user = userEvent.setup();
    panel();
    const table = await screen.findByRole('table', { name: 'Dividends to confirm' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Show all 12 dividends to confirm' }));
    expect(table.querySelectorAll('tbody tr')).toHaveLength(12);
  });
});
