/**
 * The theme the user chose, given to every remote by the host: the shell (and the standalone
 * harness) wraps the app in <ThemeProvider>, remotes call useTheme(). Shared as a singleton, so
 * the context object is the same in every front-end.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type Theme = 'light' | 'dark';

const ThemeContext = createContext<Theme>('light');

export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

export function useTheme(): Theme {
  return useContext(ThemeContext);
}
