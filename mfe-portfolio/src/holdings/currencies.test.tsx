// @vitest-environment happy-dom
import type { PortfolioSummary } from '@folio/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipLayer } from '../common/HoverTooltip.tsx';
import { OverviewTab } from '../stock/OverviewTab.tsx';
import { SummaryCards } from '../summary/SummaryPanel.tsx';
import { holding, renderWithProviders, stockData } from '../testing/render.tsx';
import { HoldingsSection } from './HoldingsSection.tsx';
import { NO_RECOMMENDATIONS } from './recommendations.ts';

afterEach(cleanup);

const NBSP = '\u00a0';
/** Testing Library reads a no-break space in text as a plain space. */
const SP = ' ';

/** Nestlé in a dollar list: 20 shares bought at 85 CHF (1.10 USD per CHF), now 90 CHF (1.15 USD per CHF). */
const nestle = () =>
  holding('NESN.SW', {
    quantity: 20,
    price: 90,
    purchasePrice: 85,
    currency: 'CHF',
    base: { currency: 'USD', fxRate: 1.15, totalValue: 2070, costBasis: 1870, gainLoss: 200, gainLossPercent: 10.7, realizedGain: 0 },
  });
/** Toyota: 100 shares at 3,400 JPY, now 3,125.4 JPY. */
const toyota = () =>
  holding('7203.T', {
    quantity: 100,
    price: 3125.4,
    purchasePrice: 3400,
    currency: 'JPY',
    base: { currency: 'USD', fxRate: 0.0066, totalValue: 2062.76, costBasis: 2312, gainLoss: -249.24, gainLossPercent: -10.78, realizedGain: 0 },
  });

const actions = { onView: vi.fn(), onEdit: vi.fn(), onSell: vi.fn(), onDelete: vi.fn(), onAnalyze: vi.fn() };

describe('holdings in several currencies', () => {
  it('shows prices in the listing currency and totals in the list’s, sorting by the list’s', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TooltipLayer>
        <HoldingsSection holdings={[nestle(), toyota(), holding('AAPL', { quantity: 10, price: 206, currency: 'USD' })]} recommendations={NO_RECOMMENDATIONS} actions={actions} />
      </TooltipLayer>,
    );
    const row = (symbol: string) => within(screen.getByTestId('holdings-table').querySelector(`[data-symbol="${symbol}"]`) as HTMLElement);
    expect(row('NESN.SW').getByText(`CHF${SP}90.00`)).toBeTruthy(); // current price
    expect(row('NESN.SW').getByText(`CHF${SP}85.00`)).toBeTruthy(); // purchase price
    const value = row('NESN.SW').getByText('$2,070.00'); // total value in dollars...
    expect(value.getAttribute('title')).toBe(`CHF${NBSP}1,800.00`); // ...and in francs (20 x 90)
    expect(row('NESN.SW').getByText('+$200.00')).toBeTruthy();
    // Yen have no decimals.
    expect(row('7203.T').getByText('¥3,125')).toBeTruthy();
    expect(row('7203.T').getByText('¥3,400')).toBeTruthy();
    expect(row('7203.T').getByText('-$249.24')).toBeTruthy();

    // 100 x 3,125.4 yen is 312,540 in its own currency but $2,062.76: the dollar amount sorts.
    await user.click(screen.getByRole('button', { name: 'Total Value' }));
    const order = within(screen.getByTestId('holdings-table')).getAllByRole('row').slice(1).map((r) => r.getAttribute('data-symbol'));
    expect(order).toEqual(['AAPL', '7203.T', 'NESN.SW']);
  });

  it('shows the stock page figures in both currencies with the exchange rate', () => {
    render(<OverviewTab stock={{ ...stockData('NESN.SW', { currentPrice: 90 }), currency: 'CHF', marketCap: 2.3e11 }} position={nestle()} />);
    expect(screen.getByText(`CHF${SP}1,800.00 ($2,070.00)`)).toBeTruthy();
    expect(screen.getByText(`CHF${SP}1,700.00 ($1,870.00)`)).toBeTruthy();
    expect(screen.getByText('1 CHF = 1.15 USD')).toBeTruthy();
    expect(screen.getByText(`CHF${SP}230.00B`)).toBeTruthy();
    expect(screen.getByText('+$200.00')).toBeTruthy();
  });

  it('shows the summary in the list’s base currency', () => {
    const summary: PortfolioSummary = {
      totalValue: 10_250.5, totalCost: 9_000, totalGainLoss: 1_250.5, totalGainLossPercent: 13.89, realizedGain: 0, cashBalance: null,
      annualizedReturn: 5, timeBasedReturns: { sixMonth: 1, oneYear: 2, threeYear: null, fiveYear: null, tenYear: null },
      returns: { timeWeighted: { total: 13, annualized: 5, periods: { sixMonth: 1, oneYear: 2, threeYear: null, fiveYear: null, tenYear: null } }, moneyWeighted: { annualized: 5 }, from: '2024-03-01', to: '2026-06-30', mode: 'holdings' },
      positions: 2, asOf: null, currency: 'EUR',
    };
    render(<SummaryCards summary={summary} />);
    expect(screen.getByTestId('portfolio-value').textContent).toBe('€10,250.50');
    expect(screen.getByText('€9,000.00')).toBeTruthy();
    expect(screen.getByText('+€1,250.50')).toBeTruthy();
    expect(screen.getByText('EUR')).toBeTruthy();
  });
});
