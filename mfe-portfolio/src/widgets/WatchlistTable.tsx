import { Button, HTMLTable } from '@blueprintjs/core';
import { type WatchlistStock } from '@folio/contracts';
import { formatCurrency, formatPriceRange, formatVolume } from '@folio/shell-kit';
import { SymbolLabel } from '../common/HoverTooltip.tsx';
import { Signed } from '../holdings/cells.tsx';
import { RangeBar } from '../holdings/RangeBar.tsx';

interface WatchlistTableProps {
  stocks: readonly WatchlistStock[];
  descending: boolean;
  onToggleOrder(): void;
  onOpen(symbol: string): void;
}

/** Price, day change, volume, day range and the year-range bar; double-click opens the stock. */
export function WatchlistTable({ stocks, descending, onToggleOrder, onOpen }: WatchlistTableProps) {
  return (
    <HTMLTable compact interactive className="folio-watchlist folio-wide" aria-label="Watch list">
      <thead>
        <tr>
          <th>Symbol</th>
          <th className="folio-numeric">Price</th>
          <th className="folio-numeric">
            <Button
              variant="minimal"
              size="small"
              endIcon={descending ? 'arrow-down' : 'arrow-up'}
              text="Change"
              aria-label={descending ? 'Change, best first; show worst first' : 'Change, worst first; show best first'}
              onClick={onToggleOrder}
            />
          </th>
          <th className="folio-numeric">Volume</th>
          <th>Day / Year Range</th>
        </tr>
      </thead>
      <tbody>
        {stocks.map((stock) => (
          <tr key={stock.symbol} data-symbol={stock.symbol} onDoubleClick={() => onOpen(stock.symbol)} title="Double-click to open">
            <td>
              <SymbolLabel symbol={stock.symbol} />
            </td>
            <td className="folio-numeric">{formatCurrency(stock.currentPrice)}</td>
            <td className="folio-numeric">
              <Signed value={stock.dayChangePercent} kind="percent" />
            </td>
            <td className="folio-numeric">{formatVolume(stock.volume)}</td>
            <td className="folio-ranges">
              <span className="folio-small">{formatPriceRange(stock.dayRange.low, stock.dayRange.high)}</span>
              <RangeBar price={stock.currentPrice} low={stock.yearRange?.low} high={stock.yearRange?.high} labels={false} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
