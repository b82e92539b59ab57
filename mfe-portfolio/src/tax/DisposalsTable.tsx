import { HTMLTable, Icon } from '@blueprintjs/core';
import type { TaxDisposal, TaxReport } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import { formatDay } from '../common/dates.ts';
import { quantityText } from '../common/numbers.ts';

const TERM: Record<TaxDisposal['term'], string> = { short: 'Short', long: 'Long', unknown: 'Unknown' };
const METHOD: Record<TaxDisposal['method'], string> = { fifo: 'FIFO', lifo: 'LIFO', average: 'Average', specific: 'Specific lots' };
const tone = (value: number) => (value > 0 ? 'folio-gain' : value < 0 ? 'folio-loss' : undefined);

export const methodName = (method: TaxDisposal['method']) => METHOD[method];

function WashSaleFlag({ row, money }: { row: TaxDisposal; money: (value: number) => string }) {
  if (!row.washSale) return <span className="folio-muted">No</span>;
  const { disallowedLoss, replacementQuantity, replacementDates } = row.washSale;
  return (
    <div className="folio-wash-sale">
      {/* Text in the body colour (AA in both themes); the icon only repeats it. */}
      <strong>
        <Icon icon="warning-sign" intent="warning" aria-hidden /> W: {money(disallowedLoss)} disallowed
      </strong>
      <span className="folio-small">
        {quantityText(replacementQuantity)} sh bought {replacementDates.map(formatDay).join(', ')}
      </span>
    </div>
  );
}

/** One row per tax lot sold, as on Form 8949; the table scrolls inside itself on a phone. */
export function DisposalsTable({ report }: { report: TaxReport }) {
  const money = (value: number) => formatCurrency(value, undefined, report.currency);
  return (
    <div className="folio-tax-scroll" role="region" aria-label="Sales of the year" tabIndex={0}>
      <HTMLTable compact striped className="folio-wide" data-testid="tax-disposals">
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            <th scope="col">Acquired</th>
            <th scope="col">Sold</th>
            <th scope="col" className="folio-numeric">Quantity</th>
            <th scope="col" className="folio-numeric">Proceeds</th>
            <th scope="col" className="folio-numeric">Cost</th>
            <th scope="col" className="folio-numeric">Gain</th>
            <th scope="col">Term</th>
            <th scope="col">Method</th>
            <th scope="col">Wash sale</th>
          </tr>
        </thead>
        <tbody>
          {report.disposals.map((row) => (
            <tr key={`${row.saleId}:${row.lotId}`} data-symbol={row.symbol}>
              <td>{row.symbol}</td>
              <td>{row.dateAcquired ? formatDay(row.dateAcquired) : 'Unknown'}</td>
              <td>{formatDay(row.dateSold)}</td>
              <td className="folio-numeric">{quantityText(row.quantity)}</td>
              <td className="folio-numeric">{money(row.proceeds)}</td>
              <td className="folio-numeric">{money(row.costBasis)}</td>
              <td className={['folio-numeric', tone(row.gain)].filter(Boolean).join(' ')}>{money(row.gain)}</td>
              <td>{TERM[row.term]}</td>
              <td>{METHOD[row.method]}</td>
              <td>
                <WashSaleFlag row={row} money={money} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The dividends paid in the year: gross, withheld, net. */
export function YearDividends({ report }: { report: TaxReport }) {
  const money = (value: number) => formatCurrency(value, undefined, report.currency);
  const { dividends } = report;
  if (dividends.items.length === 0) return <p className="folio-muted">No dividends were recorded as paid in {report.year}.</p>;
  return (
    <div className="folio-tax-scroll" role="region" aria-label="Dividends of the year" tabIndex={0}>
      <HTMLTable compact striped className="folio-wide" data-testid="tax-dividends">
        <thead>
          <tr>
            <th scope="col">Symbol</th>
            <th scope="col">Paid</th>
            <th scope="col">Kind</th>
            <th scope="col" className="folio-numeric">Gross</th>
            <th scope="col" className="folio-numeric">Tax withheld</th>
            <th scope="col" className="folio-numeric">Net</th>
          </tr>
        </thead>
        <tbody>
          {dividends.items.map((item) => (
            <tr key={item.id}>
              <td>{item.symbol}</td>
              <td>{formatDay(item.payDate)}</td>
              <td>{item.kind === 'reinvested' ? 'Reinvested' : 'Cash'}</td>
              <td className="folio-numeric">{money(item.amount)}</td>
              <td className="folio-numeric">{money(item.withholdingTax)}</td>
              <td className="folio-numeric">{money(item.netAmount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="folio-numeric">{money(dividends.amount)}</td>
            <td className="folio-numeric">{money(dividends.withholdingTax)}</td>
            <td className="folio-numeric" data-testid="tax-dividends-net">
              {money(dividends.netAmount)}
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
    </div>
  );
}
