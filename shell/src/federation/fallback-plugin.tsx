/**
 * MF runtime plugin: when a remote module cannot be loaded (registry miss, manifest or script
 * download failure, a broken expose), loadRemote resolves to a stand-in module whose component
 * is the contained error panel, instead of rejecting. The panel's Retry comes from RemoteSlot.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { JSX } from 'react';
import { describeRemoteFailure } from './remote-failure.ts';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

/** Marks the stand-in so RemoteSlot knows not to keep it as the real module. */
export const FALLBACK_MODULE = Symbol.for('folio.remoteFallback');

export interface FallbackModule {
  [FALLBACK_MODULE]: true;
  default: (props: { label?: string }) => JSX.Element;
  error: unknown;
}

export function fallbackModule(id: string, error: unknown): FallbackModule {
  const reason = describeRemoteFailure(error);
  return {
    [FALLBACK_MODULE]: true,
    default: ({ label }) => <RemoteUnavailable label={label ?? id} reason={reason} />,
    error,
  };
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && FALLBACK_MODULE in value;
}

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'folio-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (manifest, entry) rethrow and arrive here again as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[folio] remote module ${id} could not be loaded`, error);
      return fallbackModule(id, error);
    },
  };
}
