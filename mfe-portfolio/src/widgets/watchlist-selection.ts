/** The watch list widget remembers its list locally (core.md section 3). */
import { readStored, writeStored } from '../common/storage.ts';

export const SELECTED_LIST_KEY = 'watchlist-selected-list';

export function rememberedList(): string | null {
  return readStored(SELECTED_LIST_KEY);
}

export function rememberList(listId: string): void {
  writeStored(SELECTED_LIST_KEY, listId);
}

/** Choosing a new default list forgets the remembered one (dashboard-news-tools.md section 4). */
export function forgetList(): void {
  writeStored(SELECTED_LIST_KEY, null);
}
