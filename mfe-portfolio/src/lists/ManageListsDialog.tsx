/**
 * The Lists panel (core.md section 2): every list, the default one (Main Portfolio unless
 * renamed) marked; open, create, edit, delete and set default, with the spec's confirmations.
 */
import { Button, ButtonGroup, Dialog, DialogBody, H5, HTMLTable, Tag } from '@blueprintjs/core';
import type { List } from '@folio/contracts';
import { useState } from 'react';
import { ListForm } from './ListForm.tsx';
import { useListMutations } from './use-lists.ts';

interface ManageListsDialogProps {
  isOpen: boolean;
  lists: readonly List[];
  selectedId: string | null;
  onSelect(list: List): void;
  onClose(): void;
}

function ListRow({ list, selected, onSelect, onEdit }: { list: List; selected: boolean; onSelect(): void; onEdit(): void }) {
  const { confirmAndRemove, setDefault } = useListMutations();
  return (
    <tr aria-selected={selected} data-list={list.name}>
      <td>
        <strong>{list.name}</strong> {list.isDefault && <Tag minimal intent="primary">Default</Tag>}
        {list.description && <div className="folio-muted">{list.description}</div>}
      </td>
      <td className="folio-numeric">{list._count.portfolios}</td>
      <td>
        <ButtonGroup variant="minimal" size="small">
          <Button text="Open" icon="folder-open" disabled={selected} onClick={onSelect} aria-label={`Open ${list.name}`} />
          <Button text="Edit" icon="edit" onClick={onEdit} aria-label={`Edit ${list.name}`} />
          <Button text="Delete" icon="trash" intent="danger" onClick={() => void confirmAndRemove(list)} aria-label={`Delete ${list.name}`} />
          {!list.isDefault && (
            <Button text="Set Default" icon="star-empty" onClick={() => setDefault.mutate(list)} aria-label={`Set ${list.name} as default`} />
          )}
        </ButtonGroup>
      </td>
    </tr>
  );
}

export function ManageListsDialog({ isOpen, lists, selectedId, onSelect, onClose }: ManageListsDialogProps) {
  const { create, update } = useListMutations();
  const [editing, setEditing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const editingList = lists.find((list) => list.id === editing);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Manage Lists" icon="list" style={{ width: 720, maxWidth: '95vw' }}>
      <DialogBody>
        <HTMLTable compact className="folio-lists" style={{ width: '100%' }} aria-label="Your lists">
          <thead>
            <tr>
              <th>List</th>
              <th className="folio-numeric">Items</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {lists.map((list) => (
              <ListRow
                key={list.id}
                list={list}
                selected={list.id === selectedId}
                onSelect={() => onSelect(list)}
                onEdit={() => (setEditing(list.id), setCreating(false))}
              />
            ))}
          </tbody>
        </HTMLTable>
        {editingList && (
          <section className="folio-panel">
            <H5>Edit {editingList.name}</H5>
            <ListForm
              key={editingList.id}
              submitText="Save"
              initial={{ name: editingList.name, description: editingList.description }}
              busy={update.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={(draft) => update.mutate({ id: editingList.id, ...draft }, { onSuccess: () => setEditing(null) })}
            />
          </section>
        )}
        {creating ? (
          <section className="folio-panel">
            <H5>New list</H5>
            <ListForm
              submitText="Create List"
              busy={create.isPending}
              onCancel={() => setCreating(false)}
              onSubmit={(draft) => create.mutate(draft, { onSuccess: () => setCreating(false) })}
            />
          </section>
        ) : (
          <Button icon="add" text="New List" onClick={() => (setCreating(true), setEditing(null))} style={{ marginTop: 12 }} />
        )}
      </DialogBody>
    </Dialog>
  );
}
