/**
 * The list the Investments screen shows: ?listId= when it names one of the user's lists, else
 * the default list, else the first; the URL then becomes /investments?listId={id} (core.md
 * section 2). A list picked in the Lists panel is remembered under watchlist-selected-list, which
 * the dashboard's watch list widget opens with.
 */
import type { List } from '@folio/contracts';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from '@folio/shell-kit/router';
import { chooseList } from '../lists/choose-list.ts';
import { useLists } from '../lists/use-lists.ts';
import { rememberList } from '../widgets/watchlist-selection.ts';

export function useSelectedList() {
  const [search, setSearch] = useSearchParams();
  const lists = useLists();
  const requestedId = search.get('listId');
  const list = lists.data ? chooseList(lists.data, requestedId) : null;

  useEffect(() => {
    if (list && list.id !== requestedId) {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('listId', list.id);
          return next;
        },
        { replace: true },
      );
    }
  }, [list, requestedId, setSearch]);

  const select = useCallback(
    (chosen: Pick<List, 'id'>) => {
      rememberList(chosen.id);
      setSearch({ listId: chosen.id });
    },
    [setSearch],
  );

  return { lists, list, select, symbol: search.get('symbol') };
}
