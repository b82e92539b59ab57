import { Callout, H5, HTMLTable } from '@blueprintjs/core';
import type { ImportOutcome } from './use-csv-import.ts';

type Failure = ImportOutcome['failed'][number];
const lineOf = (failure: Failure) => (typeof failure.line === 'number' ? failure.line : null);

/** Counts imported and failed, each failed row with its error, and the lines that were skipped. */
export function ImportResult({ result }: { result: ImportOutcome }) {
  const failed = result.failed.length;
  return (
    <div className="folio-import-result" data-testid="import-result">
      <Callout intent={failed > 0 ? 'warning' : 'success'} title="Import complete">
        <span data-testid="import-counts">
          {result.successful} imported, {failed} failed
          {result.duplicates ? `, ${result.duplicates} already in the book` : ''}
        </span>
        {result.skipped.length > 0 && <span>, {result.skipped.length} {result.skipped.length === 1 ? 'line' : 'lines'} skipped</span>}
      </Callout>
      {failed > 0 && (
        <>
          <H5>Rows that failed</H5>
          <HTMLTable compact aria-label="Rows that failed" className="folio-wide">
            <thead>
              <tr>
                <th>Line</th>
                <th>Symbol</th>
                <th>Error</th>
              </tr>
            </thead>
            <tbody>
              {result.failed.map((failure) => (
                <tr key={failure.index}>
                  <td>{lineOf(failure) ?? `row ${failure.index + 1}`}</td>
                  <td>{failure.symbol ?? ''}</td>
                  <td>{failure.error}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
      {result.skipped.length > 0 && (
        <>
          <H5>Skipped lines</H5>
          <ul className="folio-skipped" aria-label="Skipped lines">
            {result.skipped.map((skip) => (
              <li key={skip.line}>
                Line {skip.line}: {skip.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.warnings.length > 0 && (
        <ul className="folio-muted" aria-label="Notes">
          {result.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
