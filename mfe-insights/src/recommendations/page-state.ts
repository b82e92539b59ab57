/**
 * The recommendations screen's client state as a Redux Toolkit slice used with useReducer:
 * filters, the sort and page of each table. Changing any filter resets both tables to page 1.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecommendationStatus } from '@folio/contracts';
import {
  DEFAULT_SORT,
  DEFAULT_STATUS_FILTER,
  DEFAULT_TYPE_FILTER,
  toggleSort,
  type SortKey,
  type SortState,
  type StatusFilter,
  type StockType,
  type TypeFilter,
} from './recommendation-table.ts';

export type TableId = 'stock' | 'portfolio';

export interface RecommendationsScreenState {
  /** null: 'All Lists'. */
  listId: string | null;
  status: StatusFilter;
  types: TypeFilter;
  sort: Record<TableId, SortState>;
  page: Record<TableId, number>;
}

export const initialScreenState: RecommendationsScreenState = {
  listId: null,
  status: DEFAULT_STATUS_FILTER,
  types: DEFAULT_TYPE_FILTER,
  sort: { stock: DEFAULT_SORT, portfolio: DEFAULT_SORT },
  page: { stock: 1, portfolio: 1 },
};

const firstPages = { stock: 1, portfolio: 1 };

export const screenSlice = createSlice({
  name: 'recommendationsScreen',
  initialState: initialScreenState,
  reducers: {
    listChosen(state, action: PayloadAction<string | null>) {
      state.listId = action.payload;
      state.page = firstPages;
    },
    statusToggled(state, action: PayloadAction<RecommendationStatus>) {
      state.status[action.payload] = !state.status[action.payload];
      state.page = firstPages;
    },
    typeToggled(state, action: PayloadAction<StockType>) {
      state.types[action.payload] = !state.types[action.payload];
      state.page = firstPages;
    },
    sortClicked(state, action: PayloadAction<{ table: TableId; key: SortKey }>) {
      const { table, key } = action.payload;
      state.sort[table] = toggleSort(state.sort[table], key);
    },
    pageChosen(state, action: PayloadAction<{ table: TableId; page: number }>) {
      state.page[action.payload.table] = Math.max(1, action.payload.page);
    },
  },
});

export const { listChosen, statusToggled, typeToggled, sortClicked, pageChosen } = screenSlice.actions;
export const screenReducer = screenSlice.reducer;
