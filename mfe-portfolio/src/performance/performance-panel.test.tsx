// @vitest-environment happy-dom
import { type PerformanceRange, type PerformanceSeries } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { ThemeProvider } from '@folio/shell-kit';
import { renderWithProviders } from '@folio/shell-kit/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { PerformancePanel } from './PerformancePanel.tsx';
import type { PerformanceChartProps } from './PerformanceChart.tsx';

/** The canvas chart cannot draw in happy-dom: a stand-in records its props and moves the "cursor". */
const chart = vi.hoisted(() => ({ props: null as PerformanceChartProps | null }));
vi.mock('./PerformanceChart.tsx', () => ({
  default: (props: PerformanceChartProps) => {
    chart.props = props;
    return <div data-testid="performance-canvas" data-mode={props.mode} data-dark={String(props.dark)} />;
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  chart.props = null;
});

function series(range: PerformanceRange, points: PerformanceSeries['points'], includesCash = false): PerformanceSeries {
  return { listId: 'main', range, from: points[0]?.date ?? '2026-11-25', to: '2026-11-25', baseCurrency: 'USD', includesCash, benchmarkSymbol: 'SPY', points };
}

const YEAR = [
  { date: '2025-11-25', marketValue: 10_000, netInvested: 10_000, twr: 0, drawdown: 0, benchmark: 0 },
  { date: '2026-05-25', marketValue: 12_500, netInvested: 11_000, twr: 0.1364, drawdown: -0.052, benchmark: 0.081 },
  { date: '2026-11-25', marketValue: 13_200.5, netInvested: 11_000, twr: 0.2, drawdown: -0.0125, benchmark: 0.1234 },
];
const QUARTER = [
  { date: '2026-08-25', marketValue: 12_000, netInvested: 11_000, twr: 0, drawdown: 0, benchmark: null },
  { date: '2026-11-25', marketValue: 13_200.5, netInvested: 11_000, twr: 0.1, drawdown: -0.02, benchmark: 0.04 },
];

function show(theme: 'light' | 'dark' = 'light') {
  renderWithProviders(
    <ThemeProvider theme={theme}>
      <PerformancePanel listId="main" />
    </ThemeProvider>,
  );
  return userEvent.setup();
}

const legend = () => screen.getByTestId('performance-legend');
const legendValue = (label: string) => within(legend()).getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('performance panel', () => {
  it('asks for one year first, then the range pressed, and shows that range', async () => {
    const performance = vi.spyOn(api.investments, 'performance').mockImplementation(async (_listId, range) => series(range!, range === '3M' ? QUARTER : YEAR));
    const user = show();
    expect(screen.getByText('Loading performance...')).toBeTruthy();
    await screen.findByTestId('performance-canvas');
    expect(performance).toHaveBeenLastCalledWith('main', '1Y');
    expect(screen.getByRole('button', { name: '1Y' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('performance-summary').textContent).toContain('3 days from Nov 25, 2025 to Nov 25, 2026');

    await user.click(screen.getByRole('button', { name: '3M' }));
    expect(performance).toHaveBeenLastCalledWith('main', '3M');
    await waitFor(() => expect(screen.getByTestId('performance-summary').textContent).toContain('2 days from Aug 25, 2026'));
    expect(screen.getByRole('button', { name: '3M' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '1Y' }).getAttribute('aria-pressed')).toBe('false');
    expect(chart.props!.points).toEqual(QUARTER);
  });

  it("the legend shows the last day's values, then the day under the cursor, in money or percent", async () => {
    vi.spyOn(api.investments, 'performance').mockResolvedValue(series('1Y', YEAR));
    const user = show();
    await screen.findByTestId('performance-canvas');
    expect(within(legend()).getByTestId('performance-legend-date').textContent).toBe('Nov 25, 2026');
    expect(legendValue('Market value')).toBe('$13,200.50');
    expect(legendValue('Net invested')).toBe('$11,000.00');
    expect(legendValue('Drawdown')).toBe('-1.25%');

    act(() => chart.props!.onHover(1));
    expect(within(legend()).getByTestId('performance-legend-date').textContent).toBe('May 25, 2026');
    expect(legendValue('Market value')).toBe('$12,500.00');
    expect(legendValue('Drawdown')).toBe('-5.20%');

    await user.click(screen.getByRole('button', { name: 'Return vs SPY' }));
    expect(screen.getByTestId('performance-canvas').dataset.mode).toBe('return');
    expect(legendValue('Time-weighted return')).toBe('+13.64%');
    expect(legendValue('SPY')).toBe('+8.10%');
    act(() => chart.props!.onHover(null));
    expect(legendValue('Time-weighted return')).toBe('+20.00%');
    // The deepest drawdown of the range, not the last day's.
    expect(screen.getByTestId('performance-summary').textContent).toContain('Deepest drawdown -5.20%');
    expect(screen.getByTestId('performance-summary').textContent).toContain('Time-weighted return +20.00% against SPY +12.34%');
  });

  it('a list that records cash labels its value line "Value incl. cash" (the Portfolio Value card counts holdings only)', async () => {
    vi.spyOn(api.investments, 'performance').mockResolvedValue(series('1Y', YEAR, true));
    show();
    await screen.findByTestId('performance-canvas');
    expect(legendValue('Value incl. cash')).toBe('$13,200.50');
    expect(within(legend()).queryByText('Market value')).toBeNull();
    expect(screen.getByTestId('performance-summary').textContent).toContain('Value incl. cash $10,000.00 to $13,200.50');
  });

  it('a benchmark without a close yet reads N/A', async () => {
    vi.spyOn(api.investments, 'performance').mockResolvedValue(series('3M', QUARTER));
    const user = show();
    await screen.findByTestId('performance-canvas');
    await user.click(screen.getByRole('button', { name: 'Return vs SPY' }));
    act(() => chart.props!.onHover(0));
    expect(legendValue('SPY')).toBe('N/A');
  });

  it('follows the theme', async () => {
    vi.spyOn(api.investments, 'performance').mockResolvedValue(series('1Y', YEAR));
    show('dark');
    expect((await screen.findByTestId('performance-canvas')).dataset.dark).toBe('true');
  });

  it('says when there is nothing to chart yet', async () => {
    vi.spyOn(api.investments, 'performance').mockResolvedValue(series('1Y', []));
    show();
    expect(await screen.findByText(/No performance data yet/)).toBeTruthy();
    expect(screen.queryByTestId('performance-canvas')).toBeNull();
  });

  it('says when the series failed to load, and Retry asks again', async () => {
    const performance = vi.spyOn(api.investments, 'performance').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'Request failed with status 500'));
    const user = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load performance');
    expect(alert.textContent).not.toContain('status 500');
    performance.mockResolvedValue(series('1Y', YEAR));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('performance-canvas')).toBeTruthy();
  });
});
