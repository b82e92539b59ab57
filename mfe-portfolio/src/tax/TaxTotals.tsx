import { Card, H5 } from '@blueprintjs/core';
import type { TaxReport, TaxTotals as Totals } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';

const tone = (value: number) => (value > 0 ? 'folio-gain' : value < 0 ? 'folio-loss' : undefined);

function TotalsCard({ title, totals, currency, testId }: { title: string; totals: Totals; currency: string; testId: string }) {
  const money = (value: number) => formatCurrency(value, undefined, currency);
  return (
    <Card className="folio-tax-total" data-testid={testId}>
      <H5>{title}</H5>
      <dl>
        <div>
          <dt>Lots sold</dt>
          <dd>{totals.count}</dd>
        </div>
        <div>
          <dt>Proceeds</dt>
          <dd>{money(totals.proceeds)}</dd>
        </div>
        <div>
          <dt>Cost basis</dt>
          <dd>{money(totals.costBasis)}</dd>
        </div>
        <div>
          <dt>Gain or loss</dt>
          <dd className={tone(totals.gain)}>{money(totals.gain)}</dd>
        </div>
        {totals.disallowedLoss > 0 && (
          <div>
            <dt>Wash-sale loss disallowed</dt>
            <dd>{money(totals.disallowedLoss)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

/** Short term, long term (and lots whose purchase date is unknown, when there are any). */
export function TaxTotals({ report }: { report: TaxReport }) {
  const { totals, currency } = report;
  return (
    <div className="folio-tax-totals">
      <TotalsCard title="Short term (held 1 year or less)" totals={totals.shortTerm} currency={currency} testId="tax-short-term" />
      <TotalsCard title="Long term (held more than 1 year)" totals={totals.longTerm} currency={currency} testId="tax-long-term" />
      {totals.unknownTerm.count > 0 && <TotalsCard title="Purchase date unknown" totals={totals.unknownTerm} currency={currency} testId="tax-unknown-term" />}
    </div>
  );
}
