/**
 * Portfolio summary cards (core.md section 2): Portfolio Value, Returns, Time-based returns. The
 * summary's `returns` says which figure is which: the annualised return is money-weighted
 * (XIRR, it counts when money went in), the period returns are time-weighted (they do not).
 */
import { Callout, Card, H5, Spinner, SpinnerSize } from '@blueprintjs/core';
import { type PortfolioSummary } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '@folio/shell-kit/api';
import { formatDay } from '../common/dates.ts';
import { Signed } from '../holdings/cells.tsx';
import { investmentKeys } from '../keys.ts';

const PERIODS = [
  ['sixMonth', '6M'],
  ['oneYear', '1Y'],
  ['threeYear', '3Y'],
  ['fiveYear', '5Y'],
  ['tenYear', '10Y'],
] as const;

function Figure({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="folio-figure" title={hint}>
      <span className="folio-figure-label">{label}</span>
      <span className="folio-figure-value">{children}</span>
    </div>
  );
}

export function SummaryCards({ summary }: { summary: PortfolioSummary }) {
  const { returns } = summary;
  // Every amount of the summary is in the list's base currency.
  const currency = summary.currency;
  const money = (value: number | null) => formatCurrency(value, undefined, currency);
  const basis = returns.mode === 'cash' ? 'deposits and withdrawals' : 'purchases and sales';
  return (
    <div className="folio-summary" data-testid="portfolio-summary">
      <Card className="folio-card" aria-label="Portfolio Value">
        <H5>Portfolio Value</H5>
        <div className="folio-big" data-testid="portfolio-value">
          {money(summary.totalValue)}
        </div>
        <Figure label="Cost basis">{money(summary.totalCost)}</Figure>
        {summary.cashBalance !== null ? (
          <Figure label="Cash">{money(summary.cashBalance)}</Figure>
        ) : (
          // Without recorded deposits there is no cash to show: say so rather than guess one.
          <Figure label="Cash" hint="Record deposits and withdrawals under Portfolio Settings, Cash Management, to track cash">
            Not tracked
          </Figure>
        )}
        <Figure label="Positions">{summary.positions}</Figure>
        {currency && currency !== 'USD' && (
          <Figure label="Currency" hint="The list's base currency: positions listed in another currency convert at each day's exchange rate">
            {currency}
          </Figure>
        )}
      </Card>
      <Card className="folio-card" aria-label="Returns">
        <H5>Returns</H5>
        <div className="folio-big">
          <Signed value={summary.totalGainLoss} kind="currency" currency={currency} /> <small><Signed value={summary.totalGainLossPercent} kind="percent" /></small>
        </div>
        <Figure label="Realized">{<Signed value={summary.realizedGain} kind="currency" currency={currency} />}</Figure>
        <Figure label="Annualized (money-weighted)" hint={`XIRR of your ${basis}: counts when money went in and out`}>
          <Signed value={returns.moneyWeighted.annualized} kind="percent" />
        </Figure>
        <Figure label="Time-weighted, annualized" hint="Growth of the portfolio with the timing of cash flows taken out">
          <Signed value={returns.timeWeighted.annualized} kind="percent" />
        </Figure>
        <Figure label="Time-weighted, total">
          <Signed value={returns.timeWeighted.total} kind="percent" />
        </Figure>
      </Card>
      <Card className="folio-card" aria-label="Time-based returns">
        <H5>Time-based returns</H5>
        <div className="folio-periods">
          {PERIODS.map(([key, label]) => (
            <Figure key={key} label={label}>
              <Signed value={returns.timeWeighted.periods[key]} kind="percent" />
            </Figure>
          ))}
        </div>
        <p className="folio-muted folio-small">
          Time-weighted{returns.from ? `, since ${formatDay(returns.from)}` : ''}, from your {basis}.
        </p>
      </Card>
    </div>
  );
}

export function SummaryPanel({ listId }: { listId: string }) {
  const summary = useQuery({ queryKey: investmentKeys.summary(listId), queryFn: () => api.investments.summary(listId) });
  if (summary.isPending) return <Spinner size={SpinnerSize.SMALL} aria-label="Loading summary" />;
  if (summary.isError) {
    console.error('Portfolio summary failed to load', summary.error);
    return (
      <Callout intent="warning" compact>
        The portfolio summary could not be loaded.
      </Callout>
    );
  }
  return <SummaryCards summary={summary.data} />;
}
