// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import type { RemotePart } from '../insights/remote-part.tsx';
import { DEFAULT_LIST_PREFERENCES } from '@folio/contracts';
import { sampleList } from '../testing/lists.ts';
import { holding, renderWithProviders, stockData } from '../testing/render.tsx';
import InvestmentsPage from './InvestmentsPage.tsx';

const LISTS = [sampleList('main', 'Main Portfolio', { isDefault: true }), sampleList('income', 'Income')];
const activeCall = { id: 'rec-1', symbol: 'AAPL', recommendation: 'buy', confidence: 0.8, reasoningItems: ['cheap'], status: 'ACTIVE', portfolioWide: false, createdAt: '2024-01-01T00:00:00.000Z' };

type PartProps = ComponentProps<RemotePart>;
/** Stands in for the shell's slot: records which mfe-insights expose is mounted, with which props. */
const remotePart = vi.fn((part: PartProps) => <div data-testid="remote-part" data-module={part.module} />);
const mounted = (module: string) => remotePart.mock.calls.map(([part]) => part).filter((part) => part.module === module).at(-1)?.props as Record<string, unknown> | undefined;

beforeEach(() => {
  localStorage.clear();
  // The server's preferences for the list (GET /api/lists/{id}/preferences).
  vi.spyOn(api.lists, 'preferences').mockImplementation(async (id) => ({ ...DEFAULT_LIST_PREFERENCES, ...(id === 'income' ? { maxPositionSize: 25 } : {}) }));
  remotePart.mockClear();
  vi.spyOn(api.lists, 'all').mockResolvedValue(LISTS);
  vi.spyOn(api.investments, 'fast').mockResolvedValue([holding('MSFT', { listId: 'income' }), holding('AAPL', { listId: 'income' })]);
  vi.spyOn(api.investments, 'summary').mockReturnValue(new Promise(() => {}));
  // The charts row (performance, allocation) stays loading: not this file's subject.
  vi.spyOn(api.investments, 'performance').mockReturnValue(new Promise(() => {}));
  vi.spyOn(api.investments, 'allocation').mockReturnValue(new Promise(() => {}));
  vi.spyOn(api, 'request').mockImplementation(async (method, path) => {
    // `as never`: one mock answers several named answers (the client types each by its name).
    if (path.startsWith('/investments/recommendations')) return { recommendations: [activeCall], sample: false } as never;
    if (path.startsWith('/investments/enrich')) return { success: true, enrichedData: {} } as never;
    if (path.startsWith('/stocks/')) return stockData(path.split('/')[2]!) as never;
    throw new Error(`unexpected ${method} ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(route: string) {
  renderWithProviders(<InvestmentsPage RemotePart={remotePart} />, { route });
  return userEvent.setup();
}

describe('Investments screen: stock analysis', () => {
  it("the Rec icon opens mfe-insights' StockAnalysisModal for the symbol, the list and its max position size", async () => {
    const user = show('/investments?listId=income');
    await user.click(await screen.findByRole('button', { name: 'Analyze AAPL' }));
    await waitFor(() => expect(mounted('mfe_insights/StockAnalysisModal')).toMatchObject({ isOpen: true, symbol: 'AAPL', listId: 'income', maxPositionSize: 25 }));
    act(() => (mounted('mfe_insights/StockAnalysisModal')!.onClose as () => void)());
    expect(screen.queryByTestId('remote-part')).toBeNull();
  });

  it('the stock analysis panel opens the chosen symbol and counts the active recommendations', async () => {
    const user = show('/investments?listId=income');
    const panel = await screen.findByLabelText('Stock Analysis');
    expect(within(panel).getByTestId('active-recommendations').textContent).toBe('1 of 2 symbols have an active recommendation.');
    await user.selectOptions(within(panel).getByLabelText('Symbol to analyze'), 'MSFT');
    await user.click(within(panel).getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(mounted('mfe_insights/StockAnalysisModal')).toMatchObject({ symbol: 'MSFT', listId: 'income', maxPositionSize: 25 }));
  });

  it("View Analysis (?symbol=) opens the stock detail on its Analysis tab, analysing against the screen's list", async () => {
    show('/investments?listId=income&symbol=aapl');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('tab', { name: 'Analysis', selected: true })).toBeTruthy();
    await waitFor(() => expect(mounted('mfe_insights/StockAnalysisTab')).toEqual({ symbol: 'AAPL', listId: 'income', maxPositionSize: 25 }));
  });
});
