import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { sessionSlice } from '../session/session-slice.ts';
import { settingsSlice } from '../settings/settings-slice.ts';
import { readUserSettings, writeUserSettings } from '@folio/shell-kit';
import type { KeyValueStorage } from '@folio/shell-kit';
import { themeSlice } from '../theme/theme-slice.ts';
import { applyTheme, readTheme, writeTheme } from '../theme/theme-storage.ts';
import type { ThunkExtra } from './thunk-extra.ts';

const rootReducer = combineSlices(sessionSlice, themeSlice, settingsSlice);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The shell's client state: session, theme and user settings. Theme and settings start from
 * browser storage and are written back whenever they change.
 */
export function createStore(extra: ThunkExtra, storage: KeyValueStorage | null) {
  const persistence = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      theme: { theme: readTheme(storage) },
      settings: readUserSettings(storage),
    },
    middleware: (defaults) =>
      defaults({ thunk: { extraArgument: extra } }).prepend(persistence.middleware),
  });

  persistence.startListening({
    predicate: (action) => action.type.startsWith(`${themeSlice.name}/`),
    effect: (_action, api) => {
      const { theme } = (api.getState() as RootState).theme;
      writeTheme(storage, theme);
      applyTheme(theme);
    },
  });
  persistence.startListening({
    predicate: (action) => action.type.startsWith(`${settingsSlice.name}/`),
    effect: (_action, api) => writeUserSettings(storage, (api.getState() as RootState).settings),
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
