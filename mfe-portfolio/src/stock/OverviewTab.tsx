import { Card, H5 } from '@blueprintjs/core';
import { type PortfolioItem, type StockData } from '@folio/contracts';
import { formatCurrency, formatLargeCurrency, formatPriceRange, formatVolume } from '@folio/shell-kit';
import type { ReactNode } from 'react';
import { formatDay } from '../common/dates.ts';
import { quantityText } from '../common/numbers.ts';
import { plain, Signed } from '../holdings/cells.tsx';
import { RangeBar } from '../holdings/RangeBar.tsx';

function Facts({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Card className="folio-card" aria-label={title}>
      <H5>{title}</H5>
      <dl className="folio-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Portfolio Position, Performance and Stock Overview cards; missing values show N/A. */
export function OverviewTab({ stock, position }: { stock: StockData; position: PortfolioItem | null }) {
  const held = position !== null && position.quantity > 0;
  return (
    <div className="folio-cards">
      <Facts
        title="Portfolio Position"
        rows={[
          ['Quantity', position ? quantityText(position.quantity) : 'N/A'],
          ['Purchase Price', held ? formatCurrency(position.purchasePrice) : 'N/A'],
          ['Total Value', held ? formatCurrency(position.totalValue) : 'N/A'],
          ['Purchase Date', held ? formatDay(position.purchaseDate) : 'N/A'],
        ]}
      />
      <Facts
        title="Performance"
        rows={[
          ['Total Gain/Loss', <Signed key="gain" value={held ? position.gainLoss : null} kind="currency" />],
          ['Total Return %', <Signed key="return" value={held ? position.gainLossPercent : null} kind="percent" />],
        ]}
      />
      <Facts
        title="Stock Overview"
        rows={[
          ['Market Cap', formatLargeCurrency(stock.marketCap)],
          ['P/E Ratio', plain(stock.peRatio)],
          ['Volume', formatVolume(stock.volume)],
          [
            '52-Week Range',
            <span key="range" className="folio-range-cell">
              {formatPriceRange(stock.week52Low, stock.week52High)}
              <RangeBar price={stock.currentPrice} low={stock.week52Low} high={stock.week52High} labels={false} />
            </span>,
          ],
        ]}
      />
    </div>
  );
}
