import { Spinner, SpinnerSize } from '@blueprintjs/core';
import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { describeRemoteFailure } from './remote-failure.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteRetryContext, RemoteUnavailable } from './RemoteUnavailable.tsx';
import { loadRemoteComponent, type LoadedRemote } from './runtime.ts';
import { useRegistry } from './use-registry.ts';

export interface RemoteSlotProps<P> {
  /** 'mfe_portfolio/WatchlistWidget' */
  module: string;
  /** Names the part in loading and error texts: 'Watch List', 'Investments'. */
  label: string;
  props?: P;
  /** Route screens take the page; widgets stay compact. */
  size?: 'page' | 'widget';
}

function Loading({ label, size }: { label: string; size: 'page' | 'widget' }) {
  return (
    <div className={`folio-remote-loading folio-remote-loading-${size}`} data-testid="remote-loading">
      <Spinner size={size === 'page' ? SpinnerSize.STANDARD : SpinnerSize.SMALL} />
      <span>Loading {label}...</span>
    </div>
  );
}

/**
 * Mounts one exposed module of a remote. Loading, a failed load and a render crash all stay
 * inside this slot; Retry loads the module again (the runtime forgets failed downloads).
 */
export function RemoteSlot<P extends object>({ module, label, props, size = 'page' }: RemoteSlotProps<P>) {
  const registry = useRegistry();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; module: string; result: LoadedRemote<P> } | null>(null);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    if (!registry.isSuccess) return;
    let current = true;
    void loadRemoteComponent<P>(module).then((result) => {
      if (current) setLoaded({ attempt, module, result });
    });
    return () => {
      current = false;
    };
  }, [module, attempt, registry.isSuccess]);

  if (registry.isError) {
    return (
      <RemoteUnavailable
        label={label}
        reason={`The list of front-ends could not be loaded (${describeRemoteFailure(registry.error)}).`}
        onRetry={() => void registry.refetch()}
      />
    );
  }
  if (!loaded || loaded.attempt !== attempt || loaded.module !== module) return <Loading label={label} size={size} />;
  if (loaded.result.kind === 'failed') {
    return <RemoteUnavailable label={label} reason={describeRemoteFailure(loaded.result.error)} onRetry={retry} />;
  }
  const Remote = loaded.result.Component as ComponentType<P>;
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={attempt} label={label} onRetry={retry}>
        <Suspense fallback={<Loading label={label} size={size} />}>
          <Remote {...(props ?? ({} as P))} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
