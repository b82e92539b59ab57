/**
 * The recommendations screen's rules (core.md section 2): status and type filters, the split into
 * stock and portfolio tables (contracts' rules), column sorting and pages of 20.
 */
import {
  confidenceFraction,
  DEFAULT_LIST_NAME,
  splitRecommendations,
  type Recommendation,
  type RecommendationStatus,
} from '@folio/contracts';

export type StatusFilter = Record<RecommendationStatus, boolean>;
/** Active only, until the user ticks Done or Deleted. */
export const DEFAULT_STATUS_FILTER: StatusFilter = { ACTIVE: true, DONE: false, DELETED: false };
export const STATUS_LABELS: Record<RecommendationStatus, string> = { ACTIVE: 'Active', DONE: 'Done', DELETED: 'Deleted' };

export type StockType = 'buy' | 'sell' | 'hold';
export type TypeFilter = Record<StockType, boolean>;
export const DEFAULT_TYPE_FILTER: TypeFilter = { buy: true, sell: true, hold: true };
export const TYPE_LABELS: Record<StockType, string> = { buy: 'Buy', sell: 'Sell', hold: 'Hold' };

export const PAGE_SIZE = 20;

export type SortKey =
  | 'symbol'
  | 'recommendation'
  | 'confidence'
  | 'reasoning'
  | 'aiAnalysis'
  | 'riskLevel'
  | 'status'
  | 'createdAt'
  | 'analysisSource'
  | 'listName';
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}
export const DEFAULT_SORT: SortState = { key: 'createdAt', direction: 'desc' };

/** Clicking the sorted column flips its direction; another column starts descending. */
export function toggleSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { key, direction: 'desc' };
}

/** What 'List Based On' shows; a recommendation of a deleted list counts for the main portfolio. */
export function listBasedOn(item: Pick<Recommendation, 'listName'>): string {
  return item.listName ?? DEFAULT_LIST_NAME;
}

const RISK_RANK = { low: 1, medium: 2, high: 3 } as const;

function timeOf(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? 0 : time;
}

function sortValue(item: Recommendation, key: SortKey): string | number {
  switch (key) {
    case 'confidence':
      return confidenceFraction(item.confidence);
    case 'riskLevel':
      return RISK_RANK[item.riskLevel] ?? 0;
    case 'createdAt':
      return timeOf(item.createdAt);
    case 'listName':
      return listBasedOn(item);
    default:
      return item[key] ?? '';
  }
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

export function sortRecommendations(items: readonly Recommendation[], sort: SortState): Recommendation[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...items].sort(
    (a, b) =>
      sign * compare(sortValue(a, sort.key), sortValue(b, sort.key)) ||
      timeOf(b.createdAt) - timeOf(a.createdAt) ||
      a.id.localeCompare(b.id),
  );
}

export function filterByStatus(items: readonly Recommendation[], filter: StatusFilter): Recommendation[] {
  return items.filter((item) => filter[item.status]);
}

export function filterByType(items: readonly Recommendation[], filter: TypeFilter): Recommendation[] {
  return items.filter((item) => filter[item.recommendation as StockType] === true);
}

/** The two tables: status applies to both, Buy/Sell/Hold only to the stock table. */
export function recommendationTables(items: readonly Recommendation[], status: StatusFilter, types: TypeFilter) {
  const { stock, portfolio } = splitRecommendations(filterByStatus(items, status));
  return { stock: filterByType(stock, types), portfolio };
}

export interface Page<T> {
  rows: T[];
  /** The page shown, 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  /** 1-based position of the first row shown, 0 when there are none. */
  from: number;
  to: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const rows = items.slice(start, start + size);
  return { rows, page: current, pageCount, from: total === 0 ? 0 : start + 1, to: start + rows.length, total };
}

export function showingText(page: Pick<Page<unknown>, 'from' | 'to' | 'total'>): string {
  return `Showing ${page.from} to ${page.to} of ${page.total} results`;
}
