import { Callout, H5, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import type { ImportPreview as Preview, ImportPreviewRow } from '@folio/contracts';

const STATUS: Record<ImportPreviewRow['status'], { label: string; intent: Intent }> = {
  new: { label: 'New', intent: 'success' },
  duplicate: { label: 'Already in the book', intent: 'none' },
  error: { label: 'Cannot import', intent: 'danger' },
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * The server's answer to "what would this file do?": counts, then each row with the command it
 * becomes (in words), whether it is new, already in the book or refused (and why), then the
 * file's notes and the lines that are not transactions. Nothing is written until Confirm.
 */
export function ImportPreview({ preview }: { preview: Preview }) {
  const { counts } = preview;
  const hidden = counts.rows - preview.rows.length;
  return (
    <div className="folio-import-result" data-testid="import-preview">
      <Callout intent={counts.error > 0 ? 'warning' : 'primary'} compact title={preview.format === 'transactions' ? 'Transactions found' : 'Holdings found'}>
        <span data-testid="preview-counts">
          {plural(counts.new, 'row')} to import, {plural(counts.duplicate, 'duplicate')} already in the book, {counts.error} cannot be imported
        </span>
        {preview.skipped.length > 0 && <span>; {plural(preview.skipped.length, 'line')} skipped</span>}
      </Callout>
      <div className="folio-preview-table">
        <HTMLTable compact striped aria-label="Import preview" className="folio-wide">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Becomes</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line} data-status={row.status}>
                <td className="folio-numeric">{row.line}</td>
                <td>
                  {row.mapping}
                  {row.isin && row.symbol !== row.isin && <span className="folio-muted folio-small"> (ISIN {row.isin})</span>}
                  {row.message && <div className="folio-small">{row.message}</div>}
                </td>
                <td>
                  <Tag minimal intent={STATUS[row.status].intent}>
                    {STATUS[row.status].label}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {hidden > 0 && <p className="folio-muted folio-small">{plural(hidden, 'more new row')} not shown.</p>}
      {preview.warnings.length > 0 && (
        <>
          <H5>Notes</H5>
          <ul aria-label="Notes">
            {preview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </>
      )}
      {preview.skipped.length > 0 && (
        <>
          <H5>Skipped lines</H5>
          <ul className="folio-skipped" aria-label="Skipped lines">
            {preview.skipped.map((skip) => (
              <li key={skip.line}>
                Line {skip.line}: {skip.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
