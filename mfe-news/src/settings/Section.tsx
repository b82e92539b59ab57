import { Card, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** One titled section of News Settings. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`} data-testid={id}>
      <H2 id={`${id}-heading`} style={{ fontSize: 18 }}>
        {title}
      </H2>
      {children}
    </Card>
  );
}

/** Label/value pairs. */
export function Facts({ rows, label }: { rows: Array<[string, ReactNode]>; label: string }) {
  return (
    <dl className="folio-news-facts" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const onOff = (value: boolean) => (value ? 'Enabled' : 'Disabled');
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
