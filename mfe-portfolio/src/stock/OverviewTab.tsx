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

/**
 * An amount in the listing's currency, followed by the list's base currency's when they differ:
 * 'CHF 1,640.00 (US$1,869.60)'.
 */
function both(listing: number | null | undefined, base: number | null | undefined, position: PortfolioItem) {
  const text = formatCurrency(listing, undefined, position.currency);
  if (!position.base || position.base.currency === position.currency) return text;
  return `${text} (${formatCurrency(base, undefined, position.base.currency)})`;
}

/** Portfolio Position, Performance and Stock Overview cards; missing values show N/A. */
export function OverviewTab({ stock, position }: { stock: StockData; position: PortfolioItem | null }) {
  const held = position !== null && position.quantity > 0;
  const currency = position?.currency ?? stock.currency;
  const abroad = held && position.base !== undefined && position.base.currency !== position.currency;
  return (
    <div className="folio-cards">
      <Facts
        title="Portfolio Position"
        rows={[
          ['Quantity', position ? quantityText(position.quantity) : 'N/A'],
          ['Purchase Price', held ? formatCurrency(position.purchasePrice, undefined, currency) : 'N/A'],
          ['Total Value', held ? both(position.totalValue, position.base?.totalValue, position) : 'N/A'],
          ['Purchase Date', held ? formatDay(position.purchaseDate) : 'N/A'],
          ...(abroad
            ? ([
                ['Cost Basis', both(position.costBasis, position.base?.costBasis, position)],
                ['Exchange Rate', `1 ${position.currency} = ${position.base!.fxRate ?? 'N/A'} ${position.base!.currency}`],
              ] as Array<[string, ReactNode]>)
            : []),
        ]}
      />
      <Facts
        title="Performance"
        rows={[
          ['Total Gain/Loss', <Signed key="gain" value={held ? position.gainLoss : null} kind="currency" currency={currency} />],
          ['Total Return %', <Signed key="return" value={held ? position.gainLossPercent : null} kind="percent" />],
          ...(abroad
            ? ([
                [`Gain/Loss in ${position.base!.currency}`, <Signed key="base-gain" value={position.base!.gainLoss} kind="currency" currency={position.base!.currency} />],
                [`Return % in ${position.base!.currency}`, <Signed key="base-return" value={position.base!.gainLossPercent} kind="percent" />],
              ] as Array<[string, ReactNode]>)
            : []),
        ]}
      />
      <Facts
        title="Stock Overview"
        rows={[
          ['Market Cap', formatLargeCurrency(stock.marketCap, 2, stock.currency)],
          ['P/E Ratio', plain(stock.peRatio)],
          ['Volume', formatVolume(stock.volume)],
          [
            '52-Week Range',
            <span key="range" className="folio-range-cell">
              {formatPriceRange(stock.week52Low, stock.week52High, stock.currency)}
              <RangeBar price={stock.currentPrice} low={stock.week52Low} high={stock.week52High} labels={false} />
            </span>,
          ],
        ]}
      />
    </div>
  );
}
