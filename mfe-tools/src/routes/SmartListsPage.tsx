/** /smart-lists (dashboard-news-tools.md section 2): the user's smart lists, Create New, and the selected list's details. */
import { Button, Card, H1, H2 } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@folio/shell-kit/api';
import { EmptyState, ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { smartListKeys } from '../smart-lists/keys.ts';
import { SmartListDetails } from '../smart-lists/SmartListDetails.tsx';
import { SmartListForm } from '../smart-lists/SmartListForm.tsx';

export default function SmartListsPage() {
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const lists = useQuery({ queryKey: smartListKeys.all, queryFn: () => api.smartLists.all() });
  const rebalance = useMutation({
    mutationFn: (id: string) => api.smartLists.rebalance(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: smartListKeys.all }),
  });
  const selected = lists.data?.find((list) => list.id === selectedId) ?? null;

  return (
    <section data-testid="smart-lists-page">
      <H1>Smart Lists</H1>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))', alignItems: 'start' }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
          <Card>
            <H2 style={{ fontSize: 18 }}>Your smart lists</H2>
            {lists.isPending && <LoadingState text="Loading smart lists..." />}
            {lists.isError && <ErrorState text="Failed to load smart lists" onRetry={() => void lists.refetch()} />}
            {lists.data?.length === 0 && <EmptyState text="No smart lists yet" />}
            {rebalance.isError && <ErrorState text="Failed to rebalance smart list" />}
            {lists.data && lists.data.length > 0 && (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Smart lists">
                {lists.data.map((list) => (
                  <li key={list.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 0', flexWrap: 'wrap' }}>
                    <Button variant="minimal" active={list.id === selectedId} aria-pressed={list.id === selectedId} onClick={() => setSelectedId(list.id)} style={{ flex: '1 1 8rem', justifyContent: 'flex-start' }}>
                      <strong>{list.name}</strong> <span>{list._count.members} {list._count.members === 1 ? 'member' : 'members'}</span>
                    </Button>
                    <Button
                      size="small"
                      text={rebalance.isPending && rebalance.variables === list.id ? 'Rebalancing...' : 'Rebalance'}
                      aria-label={`Rebalance ${list.name}`}
                      disabled={rebalance.isPending}
                      onClick={() => {
                        setSelectedId(list.id);
                        rebalance.mutate(list.id);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <H2 style={{ fontSize: 18 }}>Create New</H2>
            <SmartListForm onCreated={setSelectedId} />
          </Card>
        </div>
        <Card style={{ minWidth: 0 }}>
          {selected ? <SmartListDetails list={selected} /> : <EmptyState text="Select a smart list to view details" />}
        </Card>
      </div>
    </section>
  );
}
