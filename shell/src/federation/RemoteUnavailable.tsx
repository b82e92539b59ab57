import { Button, Callout, Intent } from '@blueprintjs/core';
import { createContext, useContext } from 'react';

/** How a contained error panel asks its RemoteSlot to load the remote again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export interface RemoteUnavailableProps {
  /** What the user would have seen: 'Watch List', 'Investments', ... */
  label: string;
  reason: string;
  onRetry?: () => void;
}

/** A contained panel: the broken part says so and offers Retry; the rest of the page keeps working. */
export function RemoteUnavailable({ label, reason, onRetry }: RemoteUnavailableProps) {
  const retryFromSlot = useContext(RemoteRetryContext);
  const retry = onRetry ?? retryFromSlot;
  return (
    <Callout
      className="folio-remote-unavailable"
      data-testid="remote-unavailable"
      intent={Intent.WARNING}
      icon="offline"
      title={`${label} is unavailable right now`}
    >
      <p>{reason} The rest of Folio keeps working.</p>
      {retry && (
        <Button icon="refresh" intent={Intent.PRIMARY} text="Retry" onClick={retry} />
      )}
    </Callout>
  );
}
