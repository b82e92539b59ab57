import type { AppAction } from '../app/store.ts';
import type { Theme } from './theme-storage.ts';

export interface ThemeState {
  theme: Theme;
}

export type ThemeAction = { type: 'theme/toggled' } | { type: 'theme/chosen'; theme: Theme };

export const themeToggled = (): ThemeAction => ({ type: 'theme/toggled' });
export const themeChosen = (theme: Theme): ThemeAction => ({ type: 'theme/chosen', theme });

export function themeReducer(state: ThemeState, action: AppAction): ThemeState {
  switch (action.type) {
    case 'theme/toggled':
      return { theme: state.theme === 'dark' ? 'light' : 'dark' };
    case 'theme/chosen':
      return action.theme === state.theme ? state : { theme: action.theme };
    default:
      return state;
  }
}
