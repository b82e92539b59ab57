/**
 * The shell's side of the Module Federation runtime: registers the remotes named by the registry
 * and loads their exposed modules. The host was built with no remotes; all of them are found at
 * run time.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fallbackPlugin, isFallbackModule } from './fallback-plugin.tsx';
import { changedRemotes, type RemoteRegistration } from './registry.ts';
import { retryPlugin } from './retry-plugin.ts';

const registered = new Map<string, string>();
let pluginsInstalled = false;

export function registerRegistry(remotes: readonly RemoteRegistration[]): void {
  if (!pluginsInstalled) {
    registerPlugins([retryPlugin(), fallbackPlugin()]);
    pluginsInstalled = true;
  }
  const changed = changedRemotes(registered, remotes);
  if (changed.length === 0) return;
  // force: a moved entry replaces the old version's cached container.
  registerRemotes(changed.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })), { force: true });
  for (const remote of changed) registered.set(remote.name, remote.manifestUrl);
}

export type LoadedRemote<P> = { kind: 'component'; Component: ComponentType<P> } | { kind: 'failed'; error: unknown };

/** Loads `remote/Expose`; never rejects, a failure is a value the slot renders as a panel. */
export async function loadRemoteComponent<P>(id: string): Promise<LoadedRemote<P>> {
  try {
    const module = await loadRemote<{ default?: ComponentType<P> }>(id);
    if (isFallbackModule(module)) return { kind: 'failed', error: module.error };
    if (!module?.default) return { kind: 'failed', error: new Error(`${id} does not export a component.`) };
    return { kind: 'component', Component: module.default };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
