import type { DividendRequest, SplitRequest, UpdateDividendRequest } from '../portfolio/dividends.ts';
import { queryString, type RequestFn } from './request.ts';

const listQuery = (listId?: string | null) => queryString({ listId });
const byId = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** Dividends of a list, and the provider's dividends and splits offered as suggestions. */
export function dividendsApi(request: RequestFn) {
  return {
    all: (listId?: string | null) => request('GET', `/investments/dividends${listQuery(listId)}`, 'Dividends'),
    create: (body: DividendRequest) => request('POST', '/investments/dividends', 'Dividend', body),
    update: (id: string, body: UpdateDividendRequest) => request('PUT', byId('/investments/dividends', id), 'Dividend', body),
    remove: (id: string) => request('DELETE', byId('/investments/dividends', id), 'Success'),
    suggestions: (listId?: string | null) => request('GET', `/investments/corporate-actions${listQuery(listId)}`, 'CorporateActionSuggestions'),
    dismiss: (body: { symbol: string; exDate: string; listId?: string }) => request('POST', '/investments/dividends/dismissals', 'Success', body),
    applySplit: (body: SplitRequest) => request('POST', '/investments/splits', 'Success', body),
    dismissSplit: (body: { symbol: string; date: string; listId?: string }) => request('POST', '/investments/splits/dismissals', 'Success', body),
  };
}
