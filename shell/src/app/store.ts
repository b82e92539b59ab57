import { readUserSettings, writeUserSettings, type KeyValueStorage, type UserSettings } from '@folio/shell-kit';
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { initialSession, sessionReducer, type SessionAction, type SessionState } from '../session/session-slice.ts';
import { settingsReducer, type SettingsAction } from '../settings/settings-slice.ts';
import { themeReducer, type ThemeAction, type ThemeState } from '../theme/theme-slice.ts';
import { applyTheme, readTheme, writeTheme } from '../theme/theme-storage.ts';
import type { ThunkExtra } from './thunk-extra.ts';

/**
 * The shell's client state: session, theme and user settings, in a small store read through React
 * context (DESIGN.md: "Redux Toolkit slices or React context"). Redux Toolkit and react-redux
 * (17.5 KB gz) stay shared singletons for the remotes, fetched when one asks, but the shell needs
 * neither to show /login or a signed-in screen. Actions are plain objects; a thunk is an async
 * function given `dispatch` and the thunk extras, and dispatching it answers its promise (a
 * sign-in that fails rejects with an AuthFailure). Theme and settings start from browser storage
 * and are written back whenever they change.
 */
export interface RootState {
  session: SessionState;
  theme: ThemeState;
  settings: UserSettings;
}

export type AppAction = SessionAction | ThemeAction | SettingsAction;
export type Thunk<T> = (dispatch: AppDispatch, extra: ThunkExtra) => Promise<T>;
export interface AppDispatch {
  <T>(thunk: Thunk<T>): Promise<T>;
  (action: AppAction): AppAction;
}

function rootReducer(state: RootState, action: AppAction): RootState {
  const session = sessionReducer(state.session, action);
  const theme = themeReducer(state.theme, action);
  const settings = settingsReducer(state.settings, action);
  return session === state.session && theme === state.theme && settings === state.settings ? state : { session, theme, settings };
}

export function createStore(extra: ThunkExtra, storage: KeyValueStorage | null) {
  let state: RootState = { session: initialSession, theme: { theme: readTheme(storage) }, settings: readUserSettings(storage) };
  const listeners = new Set<() => void>();
  const getState = () => state;
  const dispatch = ((action: AppAction | Thunk<unknown>) => {
    if (typeof action === 'function') return action(dispatch, extra);
    const previous = state;
    state = rootReducer(state, action);
    if (state.theme !== previous.theme) {
      writeTheme(storage, state.theme.theme);
      applyTheme(state.theme.theme);
    }
    if (state.settings !== previous.settings) writeUserSettings(storage, state.settings);
    if (state !== previous) for (const listener of [...listeners]) listener();
    return action;
  }) as AppDispatch;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { getState, dispatch, subscribe };
}

export type AppStore = ReturnType<typeof createStore>;

const StoreContext = createContext<AppStore | null>(null);

export function StoreProvider({ store, children }: { store: AppStore; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

function useStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('The shell store is missing: render inside <StoreProvider>');
  return store;
}

export const useAppDispatch = (): AppDispatch => useStore().dispatch;

/** Re-renders when what `select` picks changes; pick stored parts, not new objects. */
export function useAppSelector<T>(select: (state: RootState) => T): T {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
