/** The watch list widget remembers its list locally (core.md section 3). */
export const SELECTED_LIST_KEY = 'watchlist-selected-list';

export function rememberedList(): string | null {
  try {
    return localStorage.getItem(SELECTED_LIST_KEY);
  } catch {
    return null;
  }
}

export function rememberList(listId: string): void {
  try {
    localStorage.setItem(SELECTED_LIST_KEY, listId);
  } catch (error) {
    console.warn('Could not remember the watch list', error);
  }
}
