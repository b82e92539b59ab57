/**
 * /investments (core.md section 2), first cut: the user's lists from GET /api/lists, the default
 * list chosen automatically and the URL set to ?listId=. Holdings, summary, CSV and the modals
 * arrive with the portfolio ledger.
 */
import { Button, Callout, H1, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { listKeys } from '../keys.ts';
import { chooseList } from '../lists/choose-list.ts';

export default function InvestmentsPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const lists = useQuery({ queryKey: listKeys.all, queryFn: api.lists.all });
  const requestedId = search.get('listId');
  const selected = lists.data ? chooseList(lists.data, requestedId) : null;

  useEffect(() => {
    if (selected && selected.id !== requestedId) {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set('listId', selected.id);
        return next;
      }, { replace: true });
    }
  }, [selected, requestedId, setSearch]);

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

  const count = selected?._count.portfolios ?? 0;
  return (
    <section className="folio-investments" data-testid="investments-page">
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 8 }}>
        <div>
          <H1 style={{ marginBottom: 4 }}>{selected?.name ?? 'Investments'}</H1>
          <span>
            {count} {count === 1 ? 'item' : 'items'}
          </span>
        </div>
        <Button
          icon="cog"
          text="Portfolio Settings"
          disabled={!selected}
          onClick={() => selected && navigate(`/investments/settings?listId=${encodeURIComponent(selected.id)}`)}
        />
      </header>
      <Callout intent={Intent.PRIMARY} icon="info-sign" style={{ margin: '16px 0' }}>
        The holdings table, portfolio summary and CSV import arrive with the portfolio ledger. Your lists are below.
      </Callout>
      <HTMLTable interactive striped style={{ width: '100%' }} aria-label="Your lists">
        <thead>
          <tr>
            <th>List</th>
            <th>Description</th>
            <th>Items</th>
          </tr>
        </thead>
        <tbody>
          {lists.data.map((list) => (
            <tr
              key={list.id}
              aria-selected={list.id === selected?.id}
              onClick={() => setSearch({ listId: list.id })}
              style={list.id === selected?.id ? { fontWeight: 600 } : undefined}
            >
              <td>
                {list.name} {list.isDefault && <Tag minimal intent={Intent.PRIMARY}>Default</Tag>}
              </td>
              <td>{list.description ?? ''}</td>
              <td>{list._count.portfolios}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
