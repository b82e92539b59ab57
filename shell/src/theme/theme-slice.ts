import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Theme } from './theme-storage.ts';

export interface ThemeState {
  theme: Theme;
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: { theme: 'light' } as ThemeState,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    themeChosen(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
});

export const { themeToggled, themeChosen } = themeSlice.actions;
