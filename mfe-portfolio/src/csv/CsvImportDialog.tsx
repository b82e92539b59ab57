import { Dialog, DialogBody } from '@blueprintjs/core';
import type { List } from '@folio/contracts';
import { CsvImportPanel } from './CsvImportPanel.tsx';

/** Closes on Escape or the x (core.md section 2). */
export function CsvImportDialog({ lists, listId, onClose, onDone }: { lists: readonly List[]; listId: string | null; onClose(): void; onDone(listId: string): void }) {
  return (
    <Dialog isOpen onClose={onClose} title="Import CSV" icon="import" style={{ width: 680, maxWidth: '95vw' }}>
      <DialogBody>
        <CsvImportPanel lists={lists} initialListId={listId} onDone={onDone} />
      </DialogBody>
    </Dialog>
  );
}
