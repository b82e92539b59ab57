/**
 * Dashboard watch list widget (dashboard-news-tools.md sections 2 and 4): list selector (the
 * saved list, else the default, else the first; double-click opens the list), Manage link, set
 * default, inline add, rows sorted by day change, 'Showing top and bottom 10' for long lists.
 */
import type { DashboardWidgetProps } from '@folio/shell-kit';
import { Button, H4, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from '@folio/shell-kit/router';
import { api } from '@folio/shell-kit/api';
import { todayIso } from '../common/dates.ts';
import { TooltipLayer } from '../common/HoverTooltip.tsx';
import { alertUser } from '../common/notify.ts';
import { dashboardKeys, investmentKeys, listKeys } from '../keys.ts';
import { chooseList } from '../lists/choose-list.ts';
import { useLists } from '../lists/use-lists.ts';
import { AddSymbolForm } from './AddSymbolForm.tsx';
import { forgetList, rememberedList, rememberList } from './watchlist-selection.ts';
import { addFailedMessage, arrangeRows } from './watchlist-rows.ts';
import { WatchlistTable } from './WatchlistTable.tsx';
import '../portfolio.css';

export type WatchlistWidgetProps = DashboardWidgetProps;

export default function WatchlistWidget({ listId, onListChange }: WatchlistWidgetProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const lists = useLists();
  const selected = lists.data ? chooseList(lists.data, listId ?? rememberedList()) : null;
  const [descending, setDescending] = useState(true);
  const [adding, setAdding] = useState(false);

  const watchlist = useQuery({
    queryKey: dashboardKeys.watchlist(selected?.id ?? null),
    enabled: Boolean(selected),
    queryFn: async () => {
      try {
        const answer = await api.request('GET', `/dashboard/watchlist?listId=${encodeURIComponent(selected!.id)}`, 'WatchlistResponse');
        if (!answer.success || !answer.data) throw new Error(answer.error ?? 'Watch list data unavailable');
        return answer.data;
      } catch (error) {
        console.warn('Watch list failed to load', error);
        throw error;
      }
    },
  });
  const rows = useMemo(() => (watchlist.data ? arrangeRows(watchlist.data.stocks, descending) : []), [watchlist.data, descending]);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: dashboardKeys.all }),
      client.invalidateQueries({ queryKey: investmentKeys.all }),
      client.invalidateQueries({ queryKey: listKeys.all }),
    ]);
  const add = useMutation({
    mutationFn: (symbol: string) =>
      api.investments.addStock({ symbol, quantity: 0, purchasePrice: 0, purchaseDate: todayIso(), listId: selected!.id }),
    onSuccess: () => setAdding(false),
    onError: (_error, symbol) => alertUser(addFailedMessage(symbol)),
    onSettled: refresh,
  });
  const makeDefault = useMutation({
    mutationFn: (id: string) => api.request('PUT', '/dashboard/set-default-list', 'SetDefaultListResponse', { listId: id }),
    onSuccess: () => forgetList(),
    onError: (error) => console.error('Setting the default list failed', error),
    onSettled: refresh,
  });

  // The dashboard passes the chosen list on to the news and recommendations widgets.
  useEffect(() => {
    if (selected && selected.id !== listId) onListChange(selected.id);
  }, [selected, listId, onListChange]);

  const choose = (id: string) => {
    rememberList(id);
    onListChange(id);
  };

  return (
    <TooltipLayer>
      <div className="folio-portfolio folio-watchlist-widget" data-testid="watchlist-widget">
        <div className="folio-widget-head">
          <H4>Watch List</H4>
          <Link to="/investments">Manage</Link>
        </div>
        {lists.data && lists.data.length > 0 && selected && (
          <div className="folio-inline">
            <HTMLSelect
              aria-label="List"
              className="folio-grow"
              value={selected.id}
              options={lists.data.map((list) => ({ value: list.id, label: list.isDefault ? `${list.name} (Default)` : list.name }))}
              onChange={(event) => choose(event.currentTarget.value)}
              onDoubleClick={() => navigate(`/investments?listId=${encodeURIComponent(selected.id)}`)}
              title="Double-click to open this list"
            />
            {!selected.isDefault && (
              <Button icon="star-empty" variant="minimal" aria-label="Make this the default list" title="Make this the default list" loading={makeDefault.isPending} onClick={() => makeDefault.mutate(selected.id)} />
            )}
            <Button icon={adding ? 'cross' : 'plus'} variant="minimal" aria-label={adding ? 'Close add symbol' : 'Add symbol'} onClick={() => setAdding((open) => !open)} />
          </div>
        )}
        {adding && selected && <AddSymbolForm busy={add.isPending} onAdd={(symbol) => add.mutate(symbol)} onCancel={() => setAdding(false)} />}
        {(lists.isPending || watchlist.isLoading) && <NonIdealState icon={<Spinner size={20} />} title="Loading watch list..." />}
        {(lists.isError || watchlist.isError) && <NonIdealState icon="offline" title="Watch list data unavailable" />}
        {watchlist.data && rows.length === 0 && <NonIdealState icon="eye-open" title="No symbols in this list yet" />}
        {watchlist.data && rows.length > 0 && (
          <>
            <WatchlistTable
              stocks={rows}
              descending={descending}
              onToggleOrder={() => setDescending((value) => !value)}
              onOpen={(symbol) => navigate(`/stock/${encodeURIComponent(symbol)}`)}
            />
            {watchlist.data.totalCount > 10 && <p className="folio-muted folio-small">Showing top and bottom 10</p>}
          </>
        )}
      </div>
    </TooltipLayer>
  );
}
