/**
 * Stock detail content shared by the /stock/{symbol} page and the modal: header (symbol with
 * company-name tooltip, price, day change), tabs Overview, Financial Metrics, Analysis, and the
 * 'Loading stock data...' and 'Stock not found' states (core.md section 2).
 */
import { Button, H2, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { type PortfolioItem } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import type { ReactNode } from 'react';
import { SymbolLabel, TooltipLayer } from '../common/HoverTooltip.tsx';
import { DayChange } from '../holdings/cells.tsx';
import { AnalysisTab } from './AnalysisTab.tsx';
import { MetricsTab } from './MetricsTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { StockPriceChart } from './StockPriceChart.tsx';
import { isNotFound, useStockData, type StockTab } from './use-stock.ts';

interface StockDetailProps {
  symbol: string;
  /** The holding in the current list, null when not held, undefined while unknown. */
  position: PortfolioItem | null | undefined;
  tab: StockTab;
  onTabChange(tab: StockTab): void;
  onGoBack(): void;
  showDividendYield?: boolean;
  /** The list the Analysis tab analyses against; the default list when null or absent. */
  listId?: string | null;
  /** That list's max position size preference in percent. */
  maxPositionSize?: number;
  /** Extra controls beside the header (the page's back button). */
  actions?: ReactNode;
}

export function StockDetail({ symbol, position, tab, onTabChange, onGoBack, showDividendYield = true, listId, maxPositionSize, actions }: StockDetailProps) {
  const stock = useStockData(symbol);

  if (stock.isPending) return <NonIdealState icon={<Spinner />} title="Loading stock data..." />;
  if (stock.isError) {
    return (
      <NonIdealState
        icon="search"
        title={isNotFound(stock.error) ? 'Stock not found' : stock.error.message}
        action={<Button icon="arrow-left" text="Go Back" onClick={onGoBack} />}
      />
    );
  }
  const data = stock.data;
  return (
    <TooltipLayer>
      <div className="folio-stock" data-testid="stock-detail">
        <header className="folio-stock-header">
          {actions}
          <H2>
            <SymbolLabel symbol={data.symbol} />
          </H2>
          <span className="folio-stock-price">{formatCurrency(data.currentPrice, undefined, data.currency)}</span>
          <DayChange change={data.dayChange} percent={data.dayChangePercent} currency={data.currency ?? 'USD'} />
          {data.source === 'demo' && <span className="folio-muted">demo data</span>}
        </header>
        <Tabs id={`stock-${symbol}`} selectedTabId={tab} onChange={(id) => onTabChange(id as StockTab)} renderActiveTabPanelOnly>
          <Tab id="overview" title="Overview" panel={
              <>
                <StockPriceChart symbol={data.symbol} listId={listId ?? null} currency={data.currency ?? 'USD'} />
                <OverviewTab stock={data} position={position ?? null} />
              </>
            } />
          <Tab id="metrics" title="Financial Metrics" panel={<MetricsTab stock={data} showDividendYield={showDividendYield} />} />
          <Tab id="analysis" title="Analysis" panel={<AnalysisTab symbol={data.symbol} listId={listId} maxPositionSize={maxPositionSize} />} />
        </Tabs>
      </div>
    </TooltipLayer>
  );
}
