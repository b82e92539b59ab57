import { SuccessSchema } from '../common.ts';
import {
  CorporateActionSuggestionsSchema,
  DividendSchema,
  DividendsSchema,
  type DividendRequest,
  type SplitRequest,
  type UpdateDividendRequest,
} from '../portfolio/dividends.ts';
import { queryString, type RequestFn } from './request.ts';

const listQuery = (listId?: string | null) => queryString({ listId });
const byId = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** Dividends of a list, and the provider's dividends and splits offered as suggestions. */
export function dividendsApi(request: RequestFn) {
  return {
    all: (listId?: string | null) => request('GET', `/investments/dividends${listQuery(listId)}`, DividendsSchema),
    create: (body: DividendRequest) => request('POST', '/investments/dividends', DividendSchema, body),
    update: (id: string, body: UpdateDividendRequest) => request('PUT', byId('/investments/dividends', id), DividendSchema, body),
    remove: (id: string) => request('DELETE', byId('/investments/dividends', id), SuccessSchema),
    suggestions: (listId?: string | null) => request('GET', `/investments/corporate-actions${listQuery(listId)}`, CorporateActionSuggestionsSchema),
    dismiss: (body: { symbol: string; exDate: string; listId?: string }) => request('POST', '/investments/dividends/dismissals', SuccessSchema, body),
    applySplit: (body: SplitRequest) => request('POST', '/investments/splits', SuccessSchema, body),
    dismissSplit: (body: { symbol: string; date: string; listId?: string }) => request('POST', '/investments/splits/dismissals', SuccessSchema, body),
  };
}
