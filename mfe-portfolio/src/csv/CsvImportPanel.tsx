/**
 * The CSV import panel (core.md section 2, issue 10): drag and drop or choose a file, choose the
 * list (or create one inline, which is then selected), Preview (what each row becomes, what is
 * already in the book, what cannot be imported), Confirm, import with progress, then the result
 * summary and Start Over. Every error text is the spec's.
 */
import { Button, Callout, FormGroup, HTMLSelect, ProgressBar } from '@blueprintjs/core';
import type { List } from '@folio/contracts';
import { useState } from 'react';
import { ListForm } from '../lists/ListForm.tsx';
import { useListMutations } from '../lists/use-lists.ts';
import { DropZone } from './DropZone.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { ImportResult } from './ImportResult.tsx';
import { useCsvImport } from './use-csv-import.ts';

interface CsvImportPanelProps {
  lists: readonly List[];
  initialListId: string | null;
  onDone(listId: string): void;
}

export function CsvImportPanel({ lists, initialListId, onDone }: CsvImportPanelProps) {
  const csv = useCsvImport();
  const { create } = useListMutations();
  const [listId, setListId] = useState(initialListId ?? lists.find((list) => list.isDefault)?.id ?? lists[0]?.id ?? '');
  const [creating, setCreating] = useState(false);
  const list = lists.find((entry) => entry.id === listId);

  if (csv.step === 'importing' || csv.step === 'previewing') {
    const rows = csv.step === 'importing' ? (csv.serverPreview?.counts.new ?? csv.file?.preview.rows.length ?? 0) : (csv.file?.preview.rows.length ?? 0);
    return (
      <div className="folio-importing" data-testid={csv.step === 'importing' ? 'import-progress' : 'preview-progress'}>
        <p>
          {csv.step === 'importing' ? 'Importing' : 'Checking'} {rows} {rows === 1 ? 'row' : 'rows'} from {csv.file?.name} {csv.step === 'importing' ? 'into' : 'against'}{' '}
          {list?.name ?? 'the list'}...
        </p>
        <ProgressBar intent="primary" />
      </div>
    );
  }
  if (csv.step === 'preview' && csv.serverPreview) {
    const fresh = csv.serverPreview.counts.new;
    return (
      <div>
        <p>
          Importing {csv.file?.name} into {list?.name ?? 'the list'}:
        </p>
        <ImportPreview preview={csv.serverPreview} />
        {csv.error && (
          <Callout intent="danger" role="alert" compact>
            {csv.error}
          </Callout>
        )}
        <div className="folio-form-actions">
          <Button icon="arrow-left" text="Back" onClick={csv.back} />
          <Button icon="reset" text="Start Over" onClick={csv.startOver} />
          <Button intent="primary" icon="tick" text={`Confirm Import (${fresh} ${fresh === 1 ? 'row' : 'rows'})`} disabled={fresh === 0} onClick={() => csv.confirm(listId)} />
        </div>
      </div>
    );
  }
  if (csv.step === 'done' && csv.result) {
    return (
      <div>
        <ImportResult result={csv.result} />
        <div className="folio-form-actions">
          <Button icon="reset" text="Start Over" onClick={csv.startOver} />
          <Button intent="primary" text="Done" onClick={() => onDone(listId)} />
        </div>
      </div>
    );
  }

  const preview = csv.file?.preview;
  return (
    <div className="folio-csv-panel">
      <DropZone fileName={csv.file?.name ?? null} onFile={(file) => void csv.choose(file)} />
      {preview && (
        <Callout intent="primary" compact data-testid="csv-preview">
          {preview.rows.length} {preview.format === 'transactions' ? (preview.rows.length === 1 ? 'transaction' : 'transactions') : preview.rows.length === 1 ? 'row' : 'rows'} ready to import
          {preview.skipped.length > 0 && `, ${preview.skipped.length} lines will be skipped`}.
          {preview.warnings.length > 0 && (
            <ul>
              {preview.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
        </Callout>
      )}
      {csv.error && (
        <Callout intent="danger" role="alert" compact>
          {csv.error}
        </Callout>
      )}
      <FormGroup label="Import into" labelFor="csv-list" className="folio-csv-list">
        <div className="folio-inline">
          <HTMLSelect id="csv-list" value={listId} onChange={(event) => setListId(event.currentTarget.value)}>
            {lists.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
                {entry.isDefault ? ' (Default)' : ''}
              </option>
            ))}
          </HTMLSelect>
          {!creating && <Button icon="add" variant="minimal" text="New list" onClick={() => setCreating(true)} />}
        </div>
      </FormGroup>
      {creating && (
        <ListForm
          submitText="Create List"
          busy={create.isPending}
          onCancel={() => setCreating(false)}
          onSubmit={(draft) =>
            create.mutate(draft, {
              onSuccess: (created) => {
                setListId(created.id);
                setCreating(false);
              },
            })
          }
        />
      )}
      <div className="folio-form-actions">
        {(csv.file || csv.error) && <Button icon="reset" text="Start Over" onClick={csv.startOver} />}
        <Button intent="primary" icon="eye-open" text="Preview Import" disabled={!preview || !listId} onClick={() => csv.preview(listId)} />
      </div>
    </div>
  );
}
