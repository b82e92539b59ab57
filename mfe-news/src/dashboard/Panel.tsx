import { Card, Elevation, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** One of the News Dashboard's boxes: a heading, optional controls beside it, then its list. */
export function Panel({ title, aside, children, testId }: { title: string; aside?: ReactNode; children: ReactNode; testId: string }) {
  const headingId = `${testId}-heading`;
  return (
    <Card elevation={Elevation.ZERO} data-testid={testId} aria-labelledby={headingId} role="region">
      <div className="folio-news-panel-head">
        <H2 id={headingId}>{title}</H2>
        {aside}
      </div>
      {children}
    </Card>
  );
}
