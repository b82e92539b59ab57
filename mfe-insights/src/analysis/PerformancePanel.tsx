import { type PerformanceMetrics } from '@folio/contracts';
import { formatPercent } from '@folio/shell-kit';
import { formatDate } from '../common/dates.ts';

const plainPercent = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(2)}%`);

/** Performance metrics with the method behind them. */
export function PerformancePanel({ metrics }: { metrics: PerformanceMetrics }) {
  const rows: Array<[string, string]> = [
    ['Total return', formatPercent(metrics.totalReturn)],
    ['Annualized return', formatPercent(metrics.annualizedReturn)],
    ['Risk-adjusted return', metrics.riskAdjustedReturn === null ? 'N/A' : metrics.riskAdjustedReturn.toFixed(2)],
    ['Volatility', plainPercent(metrics.volatility)],
    ['Calculation period', metrics.calculationPeriod || 'N/A'],
    ['Analysis date', formatDate(metrics.analysisDate)],
    ['Stocks analysed', String(metrics.totalStocks)],
  ];
  return (
    <section aria-label="Performance metrics">
      <dl className="folio-ins-metrics">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {metrics.methodology && <p className="folio-ins-small folio-ins-muted">{metrics.methodology}</p>}
    </section>
  );
}
