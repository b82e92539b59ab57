/**
 * /recommendations, 'AI Recommendations' (core.md section 2): filters, the stock and portfolio
 * tables, each sorted and paged on its own; refetched every 5 minutes.
 */
import { Button, Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useReducer } from 'react';
import '../insights.css';
import {
  listChosen,
  pageChosen,
  screenReducer,
  initialScreenState,
  sortClicked,
  statusToggled,
  typeToggled,
  type TableId,
} from '../recommendations/page-state.ts';
import { PortfolioRecommendationsTable } from '../recommendations/PortfolioRecommendationsTable.tsx';
import { RecommendationFilters } from '../recommendations/RecommendationFilters.tsx';
import { recommendationTables, sortRecommendations, type SortKey } from '../recommendations/recommendation-table.ts';
import { StockRecommendationsTable } from '../recommendations/StockRecommendationsTable.tsx';
import { useLists, useRecommendations } from '../recommendations/use-recommendations.ts';

/** Retry reloads the page (core.md section 2); a seam so tests can watch it. */
export const pageReload = { reload: () => window.location.reload() };

export default function RecommendationsPage() {
  const [state, dispatch] = useReducer(screenReducer, initialScreenState);
  const lists = useLists();
  const recommendations = useRecommendations(state.listId);

  const tables = useMemo(() => {
    const { stock, portfolio } = recommendationTables(recommendations.data?.recommendations ?? [], state.status, state.types);
    return { stock: sortRecommendations(stock, state.sort.stock), portfolio: sortRecommendations(portfolio, state.sort.portfolio) };
  }, [recommendations.data, state.status, state.types, state.sort]);

  const onSort = (table: TableId) => (key: SortKey) => dispatch(sortClicked({ table, key }));
  const onPage = (table: TableId) => (page: number) => dispatch(pageChosen({ table, page }));

  return (
    <section className="folio-ins folio-ins-page" data-testid="recommendations-page">
      <header className="folio-ins-page-header">
        <div>
          <H1 className="folio-ins-title">AI Recommendations</H1>
          <p className="folio-ins-muted">Buy, sell and hold calls on your stocks, and advice for your lists as a whole.</p>
        </div>
      </header>
      <RecommendationFilters
        lists={lists.data ?? []}
        listId={state.listId}
        onList={(listId) => dispatch(listChosen(listId))}
        status={state.status}
        onStatusToggle={(status) => dispatch(statusToggled(status))}
      />
      {recommendations.isPending && <NonIdealState icon={<Spinner size={24} />} title="Loading recommendations..." />}
      {recommendations.isError && (
        <NonIdealState
          icon="error"
          title="Failed to load recommendations"
          action={<Button intent={Intent.PRIMARY} text="Retry" onClick={() => pageReload.reload()} />}
        />
      )}
      {recommendations.data && (
        <>
          {recommendations.data.sample && (
            <Callout intent={Intent.WARNING} icon="warning-sign" className="folio-ins-callout">
              Your recommendations could not be loaded, so these are sample recommendations, not advice about your portfolio.
            </Callout>
          )}
          <StockRecommendationsTable
            items={tables.stock}
            types={state.types}
            onTypeToggle={(type) => dispatch(typeToggled(type))}
            sort={state.sort.stock}
            onSort={onSort('stock')}
            page={state.page.stock}
            onPage={onPage('stock')}
          />
          <PortfolioRecommendationsTable
            items={tables.portfolio}
            sort={state.sort.portfolio}
            onSort={onSort('portfolio')}
            page={state.page.portfolio}
            onPage={onPage('portfolio')}
          />
        </>
      )}
    </section>
  );
}
