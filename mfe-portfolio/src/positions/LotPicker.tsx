import { HTMLTable, InputGroup } from '@blueprintjs/core';
import { type PortfolioItem } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import { formatDay } from '../common/dates.ts';
import { quantityText } from '../common/numbers.ts';
import { QUANTITY_STEP } from './position-forms.ts';

interface LotPickerProps {
  lots: PortfolioItem['lots'];
  chosen: Record<string, string>;
  onChange(chosen: Record<string, string>): void;
  /** The listing's currency: lot prices are in it. */
  currency?: string | undefined;
}

/** Specific lot selection: how many shares each lot gives to the sale. */
export function LotPicker({ lots, chosen, onChange, currency }: LotPickerProps) {
  return (
    <HTMLTable compact className="folio-lot-picker" aria-label="Lots to sell">
      <thead>
        <tr>
          <th>Bought</th>
          <th className="folio-numeric">Price</th>
          <th className="folio-numeric">Held</th>
          <th>Sell</th>
        </tr>
      </thead>
      <tbody>
        {lots.map((lot) => (
          <tr key={lot.lotId}>
            <td>{formatDay(lot.date)}</td>
            <td className="folio-numeric">{formatCurrency(lot.price, undefined, currency)}</td>
            <td className="folio-numeric">{quantityText(lot.quantity)}</td>
            <td>
              <InputGroup
                type="number"
                min={0}
                max={lot.quantity}
                step={QUANTITY_STEP}
                aria-label={`Shares from the lot of ${formatDay(lot.date)} at ${formatCurrency(lot.price, undefined, currency)}`}
                value={chosen[lot.lotId] ?? ''}
                onValueChange={(value) => onChange({ ...chosen, [lot.lotId]: value })}
                small
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
