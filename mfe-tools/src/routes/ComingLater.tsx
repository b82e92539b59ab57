import { Callout, H1, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A screen whose route and heading exist while its content is built in a later issue. */
export function ComingLater({ title, subtitle, children, testId }: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section data-testid={testId}>
      <H1 style={{ marginBottom: 4 }}>{title}</H1>
      {subtitle && <p style={{ opacity: 0.75 }}>{subtitle}</p>}
      <Callout intent={Intent.PRIMARY} icon="build" style={{ marginTop: 16 }}>
        {children}
      </Callout>
    </section>
  );
}
