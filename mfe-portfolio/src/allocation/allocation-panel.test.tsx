// @vitest-environment happy-dom
import { type Allocation } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { renderWithProviders } from '@folio/shell-kit/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { AllocationPanel } from './AllocationPanel.tsx';
import { shownSlices } from './allocation-view.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const slice = (key: string, value: number, total: number, label = key) => ({ key, label, value, weight: value / total });

// The example: AAPL 14.7% and MSFT 12.7% of the list, both above a 10% max; NVDA exactly at it.
const TOTAL = 100_000;
const HOLDINGS: Array<[string, number]> = [['AAPL', 14_700], ['MSFT', 12_700], ['NVDA', 10_000], ['KO', 9_600], ['JNJ', 9_500], ['PG', 9_400], ['V', 9_300], ['MA', 9_200], ['XOM', 8_600], ['CVX', 7_000]];
const ALLOCATION: Allocation = {
  listId: 'main',
  baseCurrency: 'USD',
  totalValue: TOTAL,
  maxPositionSize: 10,
  byHolding: HOLDINGS.map(([symbol, value]) => slice(symbol, value, TOTAL)),
  bySector: [slice('Technology', 37_399, TOTAL), slice('Diversified', 62_601, TOTAL)],
  byAssetClass: [slice('etf', 62_601, TOTAL, 'ETF'), slice('stock', 37_399, TOTAL, 'Stock')],
  byMarketCap: [slice('mega', 100_000, TOTAL, 'Mega cap')],
  byGeography: [],
};

describe('allocation panel', () => {
  it('by holding: the slices with their weights, and the ones above the max position size marked', async () => {
    const allocation = vi.spyOn(api.investments, 'allocation').mockResolvedValue(ALLOCATION);
    renderWithProviders(<AllocationPanel listId="main" />);
    expect(screen.getByText('Loading allocation...')).toBeTruthy();
    const figure = await screen.findByTestId('allocation-byHolding');
    expect(allocation).toHaveBeenCalledWith('main');
    const rows = within(figure).getAllByTestId('allocation-slice').map((row) => row.textContent);
    expect(rows).toEqual([
      'AAPL (above max)14.7%', 'MSFT (above max)12.7%', 'NVDA10.0%', 'KO9.6%', 'JNJ9.5%', 'PG9.4%', 'V9.3%', 'MA9.2%', 'Other (2)15.6%',
    ]);
    expect(screen.getByTestId('max-position-size').textContent).toContain('max position size 10%');
    expect(screen.getByTestId('allocation-summary').textContent).toBe(
      'Allocation by holding of $100,000.00: AAPL 14.7%, MSFT 12.7%, NVDA 10.0%, KO 9.6%, JNJ 9.5%, PG 9.4%, V 9.3%, MA 9.2%, Other (2) 15.6%. Above the 10% max position size: AAPL, MSFT.',
    );
  });

  it("the caller's max position size (the analysis's) wins over the list's", async () => {
    vi.spyOn(api.investments, 'allocation').mockResolvedValue(ALLOCATION);
    renderWithProviders(<AllocationPanel listId="main" maxPositionSize={13} />);
    await screen.findByTestId('allocation-byHolding');
    expect(screen.getByTestId('allocation-summary').textContent).toContain('Above the 13% max position size: AAPL.');
  });

  it('tabs switch the dimension; no max position line where it does not apply; an empty dimension says so', async () => {
    vi.spyOn(api.investments, 'allocation').mockResolvedValue(ALLOCATION);
    renderWithProviders(<AllocationPanel listId="main" />);
    const user = userEvent.setup();
    await screen.findByTestId('allocation-byHolding');
    await user.click(screen.getByRole('tab', { name: 'Asset class' }));
    const figure = await screen.findByTestId('allocation-byAssetClass');
    expect(within(figure).getAllByTestId('allocation-slice').map((row) => row.textContent)).toEqual(['ETF62.6%', 'Stock37.4%']);
    expect(screen.queryByTestId('max-position-size')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Geography' }));
    expect(await screen.findByText('No allocation by geography yet.')).toBeTruthy();
  });

  it('a list holding nothing shows the empty state; a failed load says so with Retry', async () => {
    const allocation = vi.spyOn(api.investments, 'allocation').mockResolvedValue({ ...ALLOCATION, totalValue: 0, byHolding: [], bySector: [], byAssetClass: [], byMarketCap: [] });
    renderWithProviders(<AllocationPanel listId="main" />);
    expect(await screen.findByText('No allocation yet: this list holds nothing.')).toBeTruthy();
    cleanup();
    allocation.mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'Request failed with status 500'));
    renderWithProviders(<AllocationPanel listId="main" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load allocation');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('shown slices', () => {
  it('keeps the eight largest and sums the rest as Other; nine stay nine', () => {
    const ten = Array.from({ length: 10 }, (_, index) => slice(`S${index}`, 10 - index, 55));
    const shown = shownSlices(ten);
    expect(shown.map((entry) => entry.label)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'Other (2)']);
    expect(shown.at(-1)!.value).toBe(3);
    expect(shown.at(-1)!.weight).toBeCloseTo(3 / 55, 12);
    expect(shownSlices(ten.slice(0, 9))).toHaveLength(9);
  });
});
