import { yearRangePosition } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';

/**
 * Where the price sits in its 52-week (or any) range: green from 80 %, yellow from 60 %, orange
 * from 40 %, else red; the bar is at least 5 % wide (core.md section 9).
 */
export function RangeBar({
  price,
  low,
  high,
  labels = true,
  currency,
}: {
  price: number | null | undefined;
  low: number | null | undefined;
  high: number | null | undefined;
  labels?: boolean;
  /** The listing's currency (USD unless told). */
  currency?: string | undefined;
}) {
  const position = yearRangePosition(price, low, high);
  if (!position) return <span className="folio-muted">N/A</span>;
  return (
    <span className="folio-range" title={`${position.percent.toFixed(0)}% of the range`}>
      {labels && <span className="folio-range-label">{formatCurrency(low, 1, currency)}</span>}
      <span className="folio-range-track" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(position.percent)} aria-label="Position in range">
        <span className={`folio-range-fill folio-range-${position.colour}`} data-colour={position.colour} style={{ width: `${position.width}%` }} />
      </span>
      {labels && <span className="folio-range-label">{formatCurrency(high, 1, currency)}</span>}
    </span>
  );
}
