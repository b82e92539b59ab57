/**
 * Dashboard watch list widget (dashboard-news-tools.md section 2), first cut: list selector
 * (double-click opens the list), Manage link, prices from GET /api/dashboard/watchlist. Inline
 * add, sorting and the year-range bars arrive with the full widget.
 */
import { HTMLSelect, HTMLTable, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatCurrency, formatPercent, formatVolume, WatchlistResponseSchema } from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../api.ts';
import { dashboardKeys, listKeys } from '../keys.ts';
import { chooseList } from '../lists/choose-list.ts';
import { rememberedList, rememberList } from './watchlist-selection.ts';

export interface WatchlistWidgetProps {
  signedIn: boolean;
  listId: string | null;
  onListChange: (listId: string) => void;
}

export default function WatchlistWidget({ listId, onListChange }: WatchlistWidgetProps) {
  const navigate = useNavigate();
  const lists = useQuery({ queryKey: listKeys.all, queryFn: api.lists.all });
  const selected = lists.data ? chooseList(lists.data, listId ?? rememberedList()) : null;
  const watchlist = useQuery({
    queryKey: dashboardKeys.watchlist(selected?.id ?? null),
    enabled: Boolean(selected),
    queryFn: async () => {
      const answer = await api.request('GET', `/dashboard/watchlist?listId=${encodeURIComponent(selected!.id)}`, WatchlistResponseSchema);
      if (!answer.success || !answer.data) throw new Error(answer.error ?? 'Watch list data unavailable');
      return answer.data;
    },
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
    <div data-testid="watchlist-widget">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <H4 style={{ margin: 0 }}>Watch List</H4>
        <Link to="/investments">Manage</Link>
      </div>
      {lists.data && lists.data.length > 0 && (
        <HTMLSelect
          aria-label="Watch list"
          fill
          value={selected?.id}
          options={lists.data.map((list) => ({ value: list.id, label: list.name }))}
          onChange={(event) => choose(event.currentTarget.value)}
          onDoubleClick={() => selected && navigate(`/investments?listId=${encodeURIComponent(selected.id)}`)}
        />
      )}
      {(lists.isPending || watchlist.isLoading) && <NonIdealState icon={<Spinner size={20} />} title="Loading watch list..." />}
      {(lists.isError || watchlist.isError) && <NonIdealState icon="offline" title="Watch list data unavailable" />}
      {watchlist.data && watchlist.data.stocks.length === 0 && (
        <NonIdealState icon="eye-open" title="No symbols in this list yet" />
      )}
      {watchlist.data && watchlist.data.stocks.length > 0 && (
        <>
          <HTMLTable compact style={{ width: '100%', marginTop: 8 }}>
            <thead>
              <tr>
                <th>Symbol</th>
                <th>Price</th>
                <th>Change</th>
                <th>Volume</th>
              </tr>
            </thead>
            <tbody>
              {watchlist.data.stocks.map((stock) => (
                <tr key={stock.symbol}>
                  <td>{stock.symbol}</td>
                  <td>{formatCurrency(stock.currentPrice)}</td>
                  <td style={{ color: stock.dayChange >= 0 ? '#238551' : '#cd4246' }}>{formatPercent(stock.dayChangePercent)}</td>
                  <td>{formatVolume(stock.volume)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {watchlist.data.totalCount > 10 && <p>Showing top and bottom 10</p>}
        </>
      )}
    </div>
  );
}
