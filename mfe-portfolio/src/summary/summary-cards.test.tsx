// @vitest-environment happy-dom
import type { PortfolioSummary } from '@folio/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryCards } from './SummaryPanel.tsx';

const summary = (cashBalance: number | null, mode: 'holdings' | 'cash'): PortfolioSummary =>
  ({
    totalValue: 1200, totalCost: 1000, totalGainLoss: 200, totalGainLossPercent: 20, realizedGain: 0, cashBalance, positions: 2,
    annualizedReturn: null,
    timeBasedReturns: { sixMonth: null, oneYear: null, threeYear: null, fiveYear: null, tenYear: null },
    returns: {
      mode,
      timeWeighted: { total: null, annualized: null, periods: { sixMonth: null, oneYear: null, threeYear: null, fiveYear: null, tenYear: null } },
      moneyWeighted: { annualized: null },
      from: null,
      to: '2026-11-24',
    },
  }) as unknown as PortfolioSummary;

afterEach(cleanup);

describe('summary cards', () => {
  it('show the cash balance when the list records cash flows', () => {
    render(<SummaryCards summary={summary(250, 'cash')} />);
    expect(within(screen.getByLabelText('Portfolio Value')).getByText('$250.00')).toBeTruthy();
  });

  it('say cash is not tracked when no deposits are recorded, instead of a made-up balance', () => {
    render(<SummaryCards summary={summary(null, 'holdings')} />);
    const value = within(screen.getByLabelText('Portfolio Value'));
    expect(value.getByText('Not tracked')).toBeTruthy();
    expect(value.getByText('Not tracked').closest('[title]')!.getAttribute('title')).toMatch(/Record deposits and withdrawals/);
  });
});
