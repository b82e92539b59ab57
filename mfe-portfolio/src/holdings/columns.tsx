/**
 * The holdings table's columns (core.md section 2). Full layout: Symbol, Rec, Day Change; for
 * investments also Gain/Loss, Gain/Loss %, APR, Quantity, Purchase Price, Purchase Date, Total
 * Value; then Current Price, 6 Month Change, 3 Year Change, 52-Week Range, Market Cap, P/E Ratio.
 * Watchlist mode adds Sector P/E, 50-Day MA, ROIC, Sales Growth, EPS Growth instead. Compact
 * (mobile) layout: Symbol, Price, Change, Actions.
 *
 * So that the full layout fits a 1440 px screen, the less-used columns (OPTIONAL_COLUMNS) start
 * hidden and the Columns chooser shows them; row actions are icon buttons with their names.
 */
import { Button, ButtonGroup, Icon } from '@blueprintjs/core';
import { type PortfolioItem } from '@folio/contracts';
import { type ExternalSite, formatCurrency, formatLargeCurrency, formatPercent, siteLink } from '@folio/shell-kit';
import type { ReactNode } from 'react';
import { formatDay } from '../common/dates.ts';
import { SymbolLabel } from '../common/HoverTooltip.tsx';
import { Assessed, DayChange, inBothCurrencies, plain, quantityText, RecommendationIcon, Signed } from './cells.tsx';
import { RangeBar } from './RangeBar.tsx';
import type { RecommendationsBySymbol } from './recommendations.ts';
import type { ColumnKey } from './sorting.ts';

export interface HoldingActions {
  onView(item: PortfolioItem): void;
  onEdit(item: PortfolioItem): void;
  onSell(item: PortfolioItem): void;
  onDelete(item: PortfolioItem): void;
  /** The Rec icon: the symbol's AI analysis. */
  onAnalyze(item: PortfolioItem): void;
}

export interface CellContext {
  site: ExternalSite | null;
  recommendations: RecommendationsBySymbol;
  actions: HoldingActions;
}

export interface Column {
  key: ColumnKey | 'actions';
  label: string;
  /** Pixels; the table uses a fixed layout so virtualised rows keep their widths. */
  width: number;
  numeric?: boolean;
  render(item: PortfolioItem, context: CellContext): ReactNode;
}

export type HoldingsView = 'investments' | 'watchlist';

export interface DisplayOptions {
  showUnrealizedGains: boolean;
  showPercentageChanges: boolean;
}

const price = (item: PortfolioItem) => item.currentPrice ?? item.stockData?.currentPrice ?? null;
const held = (item: PortfolioItem) => item.quantity > 0;
/** The listing's currency: prices, lots and market figures are in it. */
const listed = (item: PortfolioItem) => item.currency ?? item.stockData?.currency;
/** Totals and gains in the list's base currency, so a column of them adds up. */
const baseValue = (item: PortfolioItem) => (item.base ? item.base.totalValue : item.totalValue);
const baseGain = (item: PortfolioItem) => (item.base ? item.base.gainLoss : item.gainLoss);
const baseGainPercent = (item: PortfolioItem) => (item.base ? item.base.gainLossPercent : item.gainLossPercent);
const listingTitle = (amount: number | null | undefined, item: PortfolioItem) =>
  inBothCurrencies(amount, listed(item), null, item.base?.currency).other;

function SymbolCell({ item, site }: { item: PortfolioItem; site: ExternalSite | null }) {
  const link = siteLink(site, item.symbol);
  return (
    <span className="folio-symbol-cell">
      <SymbolLabel symbol={item.symbol} />
      {link && (
        <a
          className="folio-external"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${item.symbol} on ${link.name}`}
          title={`Open on ${link.name}`}
        >
          <Icon icon="share" size={12} />
        </a>
      )}
    </span>
  );
}

function ActionsCell({ item, actions }: { item: PortfolioItem; actions: HoldingActions }) {
  const label = (text: string) => `${text} ${item.symbol}`;
  return (
    <ButtonGroup variant="minimal" size="small">
      <Button icon="eye-open" aria-label={label('View')} title="View" onClick={() => actions.onView(item)} />
      <Button icon="edit" aria-label={label('Edit')} title="Edit" onClick={() => actions.onEdit(item)} />
      {held(item) && <Button icon="dollar" aria-label={label('Sell')} title="Sell" onClick={() => actions.onSell(item)} />}
      <Button icon="trash" intent="danger" aria-label={label('Delete')} title="Delete" onClick={() => actions.onDelete(item)} />
    </ButtonGroup>
  );
}

const symbol: Column = { key: 'symbol', label: 'Symbol', width: 110, render: (item, { site }) => <SymbolCell item={item} site={site} /> };
const rec: Column = {
  key: 'rec',
  label: 'Rec',
  width: 56,
  render: (item, { recommendations, actions }) => (
    <RecommendationIcon symbol={item.symbol} recommendation={recommendations.get(item.symbol.toUpperCase())} onAnalyze={() => actions.onAnalyze(item)} />
  ),
};
const dayChange: Column = {
  key: 'dayChange',
  label: 'Day Change',
  width: 140,
  numeric: true,
  render: (item) => <DayChange change={item.stockData?.dayChange} percent={item.stockData?.dayChangePercent} currency={listed(item)} />,
};
const gainLoss: Column = {
  key: 'gainLoss',
  label: 'Gain/Loss',
  width: 104,
  numeric: true,
  render: (item) => <Signed value={baseGain(item)} kind="currency" currency={item.base?.currency} title={listingTitle(item.gainLoss, item)} />,
};
const gainLossPercent: Column = {
  key: 'gainLossPercent',
  label: 'Gain/Loss %',
  width: 92,
  numeric: true,
  render: (item) => <Signed value={baseGainPercent(item)} kind="percent" />,
};
const apr: Column = { key: 'apr', label: 'APR', width: 80, numeric: true, render: (item) => <Signed value={item.apr} kind="percent" /> };
const quantity: Column = { key: 'quantity', label: 'Quantity', width: 84, numeric: true, render: (item) => quantityText(item.quantity) };
const purchasePrice: Column = {
  key: 'purchasePrice',
  label: 'Purchase Price',
  width: 96,
  numeric: true,
  render: (item) => (held(item) ? formatCurrency(item.purchasePrice, undefined, listed(item)) : 'N/A'),
};
const purchaseDate: Column = {
  key: 'purchaseDate',
  label: 'Purchase Date',
  width: 108,
  render: (item) => (held(item) ? formatDay(item.purchaseDate) : 'N/A'),
};
const totalValue: Column = {
  key: 'totalValue',
  label: 'Total Value',
  width: 110,
  numeric: true,
  render: (item) => <span title={listingTitle(item.totalValue, item)}>{formatCurrency(baseValue(item), undefined, item.base?.currency)}</span>,
};
const currentPrice: Column = {
  key: 'currentPrice',
  label: 'Current Price',
  width: 92,
  numeric: true,
  render: (item) => formatCurrency(price(item), undefined, listed(item)),
};
const change6Month: Column = {
  key: 'change6Month',
  label: '6 Month Change',
  width: 90,
  numeric: true,
  render: (item) => <Signed value={item.stockData?.change6MonthPercent} kind="percent" />,
};
const change3Year: Column = {
  key: 'change3Year',
  label: '3 Year Change',
  width: 90,
  numeric: true,
  render: (item) => <Signed value={item.stockData?.change3YearPercent} kind="percent" />,
};
const week52: Column = {
  key: 'week52',
  label: '52-Week Range',
  width: 180,
  render: (item) => <RangeBar price={price(item)} low={item.stockData?.week52Low} high={item.stockData?.week52High} currency={listed(item)} />,
};
const marketCap: Column = { key: 'marketCap', label: 'Market Cap', width: 100, numeric: true, render: (item) => formatLargeCurrency(item.stockData?.marketCap, 2, listed(item)) };
const peRatio: Column = { key: 'peRatio', label: 'P/E Ratio', width: 80, numeric: true, render: (item) => plain(item.stockData?.peRatio) };
const sectorPe: Column = { key: 'sectorPe', label: 'Sector P/E', width: 86, numeric: true, render: (item) => plain(item.stockData?.sectorPeAverage) };
const movingAverage: Column = {
  key: 'movingAverage50Day',
  label: '50-Day MA',
  width: 96,
  numeric: true,
  render: (item) => formatCurrency(item.stockData?.movingAverage50Day, undefined, listed(item)),
};
const growth = (key: ColumnKey, label: string, metric: 'roic' | 'salesGrowthRate' | 'epsGrowthRate'): Column => ({
  key,
  label,
  width: 100,
  numeric: true,
  render: (item) => (
    <Assessed metric={metric} value={item.stockData?.[metric]}>
      {formatPercent(item.stockData?.[metric])}
    </Assessed>
  ),
});
const actionsColumn: Column = {
  key: 'actions',
  label: 'Actions',
  width: 118,
  render: (item, { actions }) => <ActionsCell item={item} actions={actions} />,
};

const compactPrice: Column = { ...currentPrice, label: 'Price', width: 76 };
const compactChange: Column = {
  key: 'dayChange',
  label: 'Change',
  width: 68,
  numeric: true,
  render: (item) => <Signed value={item.stockData?.dayChangePercent} kind="percent" />,
};

/** Shown through the Columns chooser; hidden at first so the table fits 1440 px. */
export const OPTIONAL_COLUMNS: Readonly<Record<HoldingsView, readonly ColumnKey[]>> = {
  investments: ['apr', 'purchaseDate', 'change3Year', 'peRatio'],
  watchlist: ['change3Year', 'peRatio', 'sectorPe'],
};

/** Every column of a view's full layout, the optional ones included. */
export function allColumnsFor(view: HoldingsView, display: DisplayOptions): Column[] {
  const percentages = display.showPercentageChanges;
  const gains = display.showUnrealizedGains;
  const investing: Column[] =
    view === 'investments'
      ? [
          ...(gains ? [gainLoss] : []),
          ...(gains && percentages ? [gainLossPercent] : []),
          apr,
          quantity,
          purchasePrice,
          purchaseDate,
          totalValue,
        ]
      : [];
  const market: Column[] = [currentPrice, ...(percentages ? [change6Month, change3Year] : []), week52, marketCap, peRatio];
  const research: Column[] =
    view === 'watchlist'
      ? [sectorPe, movingAverage, growth('roic', 'ROIC', 'roic'), growth('salesGrowth', 'Sales Growth', 'salesGrowthRate'), growth('epsGrowth', 'EPS Growth', 'epsGrowthRate')]
      : [];
  return [symbol, rec, dayChange, ...investing, ...market, ...research, actionsColumn];
}

/** The columns on screen: the compact layout, or the full one without the optional columns not chosen. */
export function columnsFor(view: HoldingsView, compact: boolean, display: DisplayOptions, shown: ReadonlySet<ColumnKey> = new Set()): Column[] {
  if (compact) return [{ ...symbol, width: 86 }, compactPrice, compactChange, actionsColumn];
  const optional = new Set(OPTIONAL_COLUMNS[view]);
  return allColumnsFor(view, display).filter((column) => column.key === 'actions' || !optional.has(column.key) || shown.has(column.key));
}
