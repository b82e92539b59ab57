import { Card, H5 } from '@blueprintjs/core';
import type { StockData } from '@folio/contracts';
import { metricGroups } from './metrics.ts';

/** Every metric, coloured good or bad by the contracts thresholds; missing values show N/A. */
export function MetricsTab({ stock, showDividendYield }: { stock: StockData; showDividendYield: boolean }) {
  return (
    <div className="folio-cards">
      {metricGroups(stock, { showDividendYield }).map((group) => (
        <Card key={group.title} className="folio-card" aria-label={group.title}>
          <H5>{group.title}</H5>
          <dl className="folio-facts">
            {group.rows.map((row) => (
              <div key={row.label} data-metric={row.label}>
                <dt>{row.label}</dt>
                <dd className={row.tone === null ? undefined : row.tone === 'good' ? 'folio-good' : 'folio-bad'} data-assessment={row.tone ?? undefined}>
                  {row.value}
                  {row.note && <span className="folio-note"> {row.note}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}
