// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { renderWithProviders } from '../testing/render.tsx';
import ApiUsageMonitor from './ApiUsageMonitor.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('API usage monitor', () => {
  it('shows each provider with used over limit, its state, and the warnings', async () => {
    vi.spyOn(api.usage, 'get').mockResolvedValue({
      apis: { NewsAPI: { used: 90, limit: 95 }, 'Alpha Vantage': { used: 18, limit: 25 }, LLM: { used: 3, limit: 500 } },
      warnings: ['NewsAPI: 90 of 95 daily requests used (94%), close to the limit'],
      timestamp: '2026-11-25T04:00:00.000Z',
    });
    renderWithProviders(<ApiUsageMonitor />);
    const rows = await screen.findAllByTestId('api-usage-row');
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).filter(Boolean))).toEqual([
      ['NewsAPI', '90 / 95 (94%, Near limit)'],
      ['Alpha Vantage', '18 / 25 (72%, High)'],
      ['LLM', '3 / 500 (0%, OK)'],
    ]);
    expect(screen.getByText('NewsAPI: 90 of 95 daily requests used (94%), close to the limit')).toBeTruthy();
  });

  it('refetches every 30 seconds', async () => {
    const get = vi.spyOn(api.usage, 'get').mockResolvedValue({ apis: {}, warnings: [], timestamp: 't' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<ApiUsageMonitor />);
    await screen.findByTestId('api-usage');
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to load API usage data' when the call fails", async () => {
    vi.spyOn(api.usage, 'get').mockRejectedValue(new Error('down'));
    renderWithProviders(<ApiUsageMonitor />);
    expect(await screen.findByText('Failed to load API usage data')).toBeTruthy();
  });
});
