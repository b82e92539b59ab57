import { readText, STORAGE_KEYS, writeText, type KeyValueStorage } from '@folio/shell-kit';

export type Theme = 'light' | 'dark';

export const THEME_KEY = STORAGE_KEYS.theme;

/** Blueprint's dark class (Classes.DARK); spelled out so the entry does not load Blueprint's JS. */
export const DARK_CLASS = 'bp6-dark';

/** The stored theme; anything but 'dark' is the default light theme. */
export function readTheme(storage: KeyValueStorage | null): Theme {
  return readText(storage, THEME_KEY) === 'dark' ? 'dark' : 'light';
}

export function writeTheme(storage: KeyValueStorage | null, theme: Theme): void {
  writeText(storage, THEME_KEY, theme);
}

/** On <body> so Blueprint's portals (menus, dialogs, toasts) are themed too. */
export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.body.classList.toggle(DARK_CLASS, theme === 'dark');
  doc.documentElement.style.colorScheme = theme;
}
