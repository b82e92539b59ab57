import { Callout } from '@blueprintjs/core';
import type { RemotePart } from '@folio/shell-kit';
import { createContext, useContext, type ReactNode } from 'react';

export type { PageProps, RemotePart } from '@folio/shell-kit';

const RemotePartContext = createContext<RemotePart | null>(null);

export function RemotePartProvider({ RemotePart, children }: { RemotePart: RemotePart | undefined; children: ReactNode }) {
  return <RemotePartContext.Provider value={RemotePart ?? null}>{children}</RemotePartContext.Provider>;
}

/** The shell's slot, to hand on to another remote's part (the analysis modal mounts our allocation through it); null without the shell. */
export function useRemotePart(): RemotePart | null {
  return useContext(RemotePartContext);
}

/**
 * Mounts an mfe-insights expose (AI analysis, chat). Without the shell (the standalone harness,
 * component tests) it says where the part lives instead.
 */
export function InsightsPart<P extends object>({ expose, label, props, size = 'widget' }: { expose: string; label: string; props: P; size?: 'page' | 'widget' }) {
  const RemotePart = useContext(RemotePartContext);
  if (!RemotePart) {
    return (
      <Callout intent="primary" icon="predictive-analysis" title={`${label} is provided by mfe-insights`}>
        It shows here when this screen runs inside the Folio shell.
      </Callout>
    );
  }
  return <RemotePart module={`mfe_insights/${expose}`} label={label} props={props} size={size} />;
}
