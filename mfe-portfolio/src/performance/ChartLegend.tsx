/** The values under the chart's cursor (or of the last day), as a definition list. */
import type { LegendEntry } from './performance-view.ts';

export function ChartLegend({ title, entries, testId }: { title: string; entries: readonly LegendEntry[]; testId: string }) {
  return (
    <dl className="folio-chart-legend" data-testid={testId} aria-live="off">
      <div>
        <dt className="folio-visually-hidden">Date</dt>
        <dd data-testid={`${testId}-date`}>{title}</dd>
      </div>
      {entries.map((entry, index) => (
        <div key={`${entry.label}-${index}`}>
          <dt>
            <span className="folio-chart-swatch" style={{ background: entry.color }} aria-hidden="true" />
            {entry.label}
          </dt>
          <dd>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
