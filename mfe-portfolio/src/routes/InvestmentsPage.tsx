/**
 * /investments (core.md section 2): header with the list name and item count, the buttons, the
 * summary panel, the stock analysis panel and the holdings table, and the modals they open.
 * ?symbol= (from a recommendation's View Analysis link) opens that stock's detail on its
 * Analysis tab.
 */
import { RemotePartProvider, type PageProps } from '../insights/remote-part.tsx';
import { Button, Callout, H1, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { PortfolioItem } from '@folio/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '@folio/shell-kit/router';
import { TooltipLayer } from '../common/HoverTooltip.tsx';
import { useAfterPaint } from '../common/use-after-paint.ts';
import { confirmUser } from '../common/notify.ts';
import { exportHoldings, exportLedger } from '../csv/export-csv.ts';
import type { HoldingActions } from '../holdings/columns.tsx';
import { HoldingsSection } from '../holdings/HoldingsSection.tsx';
import { useSymbolRecommendations } from '../holdings/recommendations.ts';
import { useHoldings } from '../holdings/use-holdings.ts';
import { InvestmentsToolbar, type ToolbarAction } from '../investments/InvestmentsToolbar.tsx';
import { NO_MODAL, type InvestmentsModal } from '../investments/modals.ts';
import { StockAnalysisPanel } from '../investments/StockAnalysisPanel.tsx';
import { useSelectedList } from '../investments/use-selected-list.ts';
import { usePositionMutations } from '../positions/use-position-mutations.ts';
import { DEFAULT_PREFERENCES } from '@folio/shell-kit';
import { useListPreferences } from '@folio/shell-kit/api';
import { SummaryPanel } from '../summary/SummaryPanel.tsx';
import { DividendsPanel } from '../dividends/DividendsPanel.tsx';
import '../portfolio.css';

// The dialogs are a third of this screen's code and none shows on arrival: they load after it.
const loadModals = () => import('../investments/InvestmentsModals.tsx');
const InvestmentsModals = lazy(() => loadModals().then((module) => ({ default: module.InvestmentsModals })));
// The charts (lightweight-charts, visx) load after the holdings table has rendered.
const PortfolioCharts = lazy(() => import('../performance/PortfolioCharts.tsx'));

export default function InvestmentsPage({ RemotePart }: PageProps) {
  return (
    <RemotePartProvider RemotePart={RemotePart}>
      <InvestmentsPageScreen />
    </RemotePartProvider>
  );
}

function InvestmentsPageScreen() {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const { lists, list, select, symbol } = useSelectedList();
  const { items, holdings, status } = useHoldings(list?.id ?? null);
  const recommendations = useSymbolRecommendations(list?.id ?? null);
  const { remove } = usePositionMutations();
  const [modal, setModal] = useState<InvestmentsModal>(NO_MODAL);
  // The list's preferences (server); the defaults if they cannot be read.
  const preferencesQuery = useListPreferences(list?.id);
  const preferences = list ? (preferencesQuery.data ?? DEFAULT_PREFERENCES) : null;
  // The charts row (and its ~100 KB gz of chunks) is requested once the holdings table has
  // painted: the table waits for the holdings and the list's preferences (below).
  const tableShown = Boolean(list && holdings) && !preferencesQuery.isLoading && !items.isError;
  const chartsAfterTable = useAfterPaint(tableShown);
  const symbols = useMemo(() => [...new Set((holdings ?? []).map((item) => item.symbol.toUpperCase()))].sort(), [holdings]);
  const display = useMemo(
    () => ({ showUnrealizedGains: preferences?.showUnrealizedGains ?? true, showPercentageChanges: preferences?.showPercentageChanges ?? true }),
    [preferences],
  );

  useEffect(() => {
    const timer = setTimeout(() => void loadModals(), 1500);
    return () => clearTimeout(timer);
  }, []);

  // A recommendation's View Analysis link lands here with ?symbol=.
  useEffect(() => {
    if (!symbol || !holdings) return;
    const upper = symbol.toUpperCase();
    setModal({ kind: 'view', symbol: upper, item: holdings.find((item) => item.symbol === upper) ?? null, initialTab: 'analysis' });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('symbol');
        return next;
      },
      { replace: true },
    );
  }, [symbol, holdings, setSearch]);

  const actions = useMemo<HoldingActions>(
    () => ({
      onView: (item: PortfolioItem) => setModal({ kind: 'view', symbol: item.symbol, item }),
      onEdit: (item: PortfolioItem) => setModal({ kind: 'edit', item }),
      onSell: (item: PortfolioItem) => setModal({ kind: 'sell', item }),
      onAnalyze: (item: PortfolioItem) => setModal({ kind: 'analyze', symbol: item.symbol }),
      onDelete: (item: PortfolioItem) => {
        if (confirmUser(`Are you sure you want to delete ${item.symbol}?`)) remove.mutate(item);
      },
    }),
    [remove],
  );

  if (lists.isPending) return <NonIdealState icon={<Spinner />} title="Loading your lists..." />;
  if (lists.isError) {
    return (
      <NonIdealState
        icon="error"
        title="Failed to load your lists"
        description={lists.error.message}
        action={<Button icon="refresh" text="Retry" onClick={() => void lists.refetch()} />}
      />
    );
  }

  if (lists.data.length === 0) return <NonIdealState icon="list" title="You have no lists yet" />;

  const count = holdings?.length ?? list?._count.portfolios ?? 0;
  const onAction = (action: ToolbarAction) => {
    if (action === 'settings') navigate(list ? `/investments/settings?listId=${encodeURIComponent(list.id)}` : '/investments/settings');
    else if (action === 'tax-report') navigate(list ? `/investments/tax-report?listId=${encodeURIComponent(list.id)}` : '/investments/tax-report');
    else if (action === 'export') void (list && exportHoldings(list, holdings?.length ?? list._count.portfolios));
    else if (action === 'export-ledger') void (list && exportLedger(list));
    else setModal({ kind: action });
  };

  return (
    <TooltipLayer>
      <section className="folio-portfolio folio-investments" data-testid="investments-page">
        <header className="folio-page-header">
          <div>
            <H1 className="folio-list-name">{list?.name ?? 'Investments'}</H1>
            <span className="folio-muted" data-testid="item-count">
              {count} {count === 1 ? 'item' : 'items'}
            </span>
            {status.phase !== 'done' && holdings && holdings.length > 0 && (
              <Tag minimal className="folio-enriching" icon={<Spinner size={12} />}>
                Updating market data{status.phase === 'fresh' && status.pending > 0 ? ` (${status.pending} left)` : ''}
              </Tag>
            )}
          </div>
          <InvestmentsToolbar onAction={onAction} disabled={!list} />
        </header>
        {list && <SummaryPanel listId={list.id} />}
        {list && holdings && !chartsAfterTable && <div style={{ minHeight: 380 }} />}
        {list && holdings && chartsAfterTable && (
          <Suspense fallback={<div style={{ minHeight: 380 }} />}>
            <PortfolioCharts listId={list.id} maxPositionSize={preferences?.maxPositionSize} />
          </Suspense>
        )}
        {list && preferences && holdings && (
          <DividendsPanel
            listId={list.id}
            symbols={[...new Set(holdings.filter((item) => item.quantity > 0).map((item) => item.symbol))].sort()}
            trackDividends={preferences.trackDividends}
            showDividendYield={preferences.showDividendYield}
          />
        )}
        {list && holdings && (
          <StockAnalysisPanel symbols={symbols} recommendations={recommendations} onAnalyze={(symbol) => setModal({ kind: 'analyze', symbol })} />
        )}
        {items.isError ? (
          <Callout intent="danger" title="Failed to load your portfolio">
            {items.error.message} <Button variant="minimal" icon="refresh" text="Retry" onClick={() => void items.refetch()} />
          </Callout>
        ) : !holdings || preferencesQuery.isLoading ? (
          <NonIdealState icon={<Spinner />} title="Loading portfolio..." />
        ) : (
          <HoldingsSection
            key={list?.id}
            holdings={holdings}
            recommendations={recommendations}
            actions={actions}
            initialView={preferences?.defaultView === 'watchlist' ? 'watchlist' : 'investments'}
            display={display}
          />
        )}
        {list && preferences && modal.kind !== 'none' && (
          <Suspense fallback={null}>
            <InvestmentsModals
              modal={modal}
              lists={lists.data}
              list={list}
              preferences={preferences}
              onSelectList={select}
              onClose={() => setModal(NO_MODAL)}
            />
          </Suspense>
        )}
      </section>
    </TooltipLayer>
  );
}
