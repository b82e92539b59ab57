/**
 * What the host gives remotes: the props of route modules (screens) and dashboard widgets, and
 * the RemotePart slot through which one remote shows another's expose without importing it.
 */
import type { ComponentType } from 'react';

/** The shell's slot for any remote's expose ('mfe_insights/ChatPanel'), with loading and errors contained. */
export type RemotePart = ComponentType<{ module: string; label: string; props?: object; size?: 'page' | 'widget' }>;

/** What the shell passes to every route module. */
export interface PageProps {
  RemotePart?: RemotePart;
}

/**
 * Props every dashboard widget receives. The list chosen in the watch list widget is passed to
 * the recommendations and news widgets (dashboard-news-tools.md section 4).
 */
export interface DashboardWidgetProps {
  signedIn: boolean;
  listId: string | null;
  onListChange: (listId: string) => void;
}

/** A remote's expose as the registry names it, with a label for loading and error states. */
export interface RemoteModuleRef {
  module: string;
  label: string;
}
