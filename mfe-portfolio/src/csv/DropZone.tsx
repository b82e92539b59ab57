import { Button, Icon } from '@blueprintjs/core';
import { useRef, useState, type DragEvent } from 'react';

/** Drag and drop a file here, or choose one. */
export function DropZone({ onFile, fileName }: { onFile(file: File): void; fileName: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      className={`folio-dropzone${over ? ' folio-dropzone-over' : ''}`}
      data-testid="csv-dropzone"
      onDragOver={(event) => (event.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Icon icon="cloud-upload" size={28} />
      <p>{fileName ? <strong>{fileName}</strong> : 'Drag and drop a CSV file here'}</p>
      {/* Focus stays in the dialog after Start Over, so Escape still closes it. */}
      <Button icon="document-open" text={fileName ? 'Choose another file' : 'Choose File'} autoFocus onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
