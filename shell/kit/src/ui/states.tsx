/**
 * The states every screen and widget shows the same way: loading, empty, failed (with Retry),
 * and a screen whose content comes in a later release. Texts are the caller's (the spec words
 * them per screen).
 */
import { Button, Callout, Classes, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function LoadingState({ text }: { text: string }) {
  return <NonIdealState icon={<Spinner size={24} />} description={text} />;
}

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return <NonIdealState icon="inbox" description={text} action={action as never} />;
}

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Callout intent={Intent.DANGER} role="alert">
      {text}
      {onRetry && <Button style={{ marginLeft: 8 }} size="small" text="Retry" onClick={onRetry} />}
    </Callout>
  );
}

/** A screen whose route and heading exist while its content is built in a later release. */
export function ComingLater({ title, subtitle, children, testId }: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section data-testid={testId}>
      <H1 style={{ marginBottom: 4 }}>{title}</H1>
      {subtitle && <p className={Classes.TEXT_MUTED}>{subtitle}</p>}
      <Callout intent={Intent.PRIMARY} icon="build" style={{ marginTop: 16 }}>
        {children}
      </Callout>
    </section>
  );
}
