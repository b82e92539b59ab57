/**
 * The holdings table with its controls: the Investments/Watchlist toggle, the filters panel with
 * its count badge and Clear all, the Trends link, and the table in its full or compact layout.
 */
import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import type { PortfolioItem } from '@folio/contracts';
import { useMemo, useState } from 'react';
import { Link } from '@folio/shell-kit/router';
import { COMPACT_BELOW, useViewportWidth } from '../common/use-viewport-width.ts';
import { ColumnChooser, useShownColumns } from './ColumnChooser.tsx';
import { allColumnsFor, columnsFor, OPTIONAL_COLUMNS, type DisplayOptions, type HoldingActions, type HoldingsView } from './columns.tsx';
import { defaultExternalSite } from '@folio/shell-kit';
import { activeFilterCount, EMPTY_TEXTS, filterHoldings, NO_FILTERS, type HoldingFilters } from './filters.ts';
import { HoldingsFiltersPanel } from './HoldingsFilters.tsx';
import { HoldingsTable } from './HoldingsTable.tsx';
import type { RecommendationsBySymbol } from './recommendations.ts';
import { DEFAULT_SORT, nextSort, sortHoldings, type SortState } from './sorting.ts';

export interface HoldingsSectionProps {
  holdings: readonly PortfolioItem[];
  recommendations: RecommendationsBySymbol;
  actions: HoldingActions;
  initialView?: HoldingsView;
  display?: DisplayOptions;
}

const ALL_COLUMNS: DisplayOptions = { showUnrealizedGains: true, showPercentageChanges: true };

export function HoldingsSection({ holdings, recommendations, actions, initialView = 'investments', display = ALL_COLUMNS }: HoldingsSectionProps) {
  const [view, setView] = useState<HoldingsView>(initialView);
  const [filters, setFilters] = useState<HoldingFilters>(NO_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const compact = useViewportWidth() < COMPACT_BELOW;
  const [site] = useState(() => defaultExternalSite());

  const rows = useMemo(() => {
    const recommendationOf = (symbol: string) => recommendations.get(symbol.toUpperCase())?.recommendation ?? null;
    return sortHoldings(filterHoldings(holdings, filters), sort, recommendationOf);
  }, [holdings, filters, sort, recommendations]);
  const [shownColumns, toggleColumn] = useShownColumns(view);
  const columns = useMemo(() => columnsFor(view, compact, display, shownColumns), [view, compact, display, shownColumns]);
  const optionalColumns = useMemo(() => allColumnsFor(view, display).filter((column) => OPTIONAL_COLUMNS[view].includes(column.key as never)), [view, display]);
  const context = useMemo(() => ({ site, recommendations, actions }), [site, recommendations, actions]);
  const filterCount = activeFilterCount(filters);

  return (
    <section className="folio-holdings-section" aria-label="Holdings">
      <div className="folio-holdings-toolbar">
        <ButtonGroup role="group" aria-label="View">
          <Button text="Investments" active={view === 'investments'} aria-pressed={view === 'investments'} onClick={() => setView('investments')} />
          <Button text="Watchlist" active={view === 'watchlist'} aria-pressed={view === 'watchlist'} onClick={() => setView('watchlist')} />
        </ButtonGroup>
        <Button
          icon="filter"
          text="Filters"
          active={showFilters}
          aria-expanded={showFilters}
          onClick={() => setShowFilters((open) => !open)}
          endIcon={filterCount > 0 ? <Tag round intent="primary" data-testid="filter-count">{filterCount}</Tag> : undefined}
        />
        {!compact && <ColumnChooser columns={optionalColumns} shown={shownColumns} onToggle={toggleColumn} />}
        <span className="folio-spacer" />
        <Link to="/trends" className="folio-trends-link">
          Trends
        </Link>
      </div>
      {showFilters && (
        <HoldingsFiltersPanel filters={filters} active={filterCount} onChange={setFilters} onClear={() => setFilters(NO_FILTERS)} />
      )}
      <HoldingsTable
        rows={rows}
        columns={columns}
        context={context}
        sort={sort}
        onSort={(key) => setSort((current) => nextSort(current, key))}
        emptyText={holdings.length === 0 ? EMPTY_TEXTS.noStocks : EMPTY_TEXTS.noMatches}
        compact={compact}
      />
    </section>
  );
}
