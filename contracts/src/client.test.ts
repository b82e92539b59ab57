import { describe, expect, it } from 'vitest';
import { answerSchemas } from './client/answers.ts';
import { ApiRequestError, createApiClient } from './client.ts';

// The pact tests cover the calls the front-ends' contracts name; this covers the URLs, methods
// and bodies of the rest, where a typo would otherwise only show up in the browser.
function recordingClient(answer: () => Response = () => Response.json({ success: true }), { parse = true } = {}) {
  const calls: { method: string; url: string; body: unknown; authorization: string | null }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined, authorization: headers.get('authorization') });
    return answer();
  };
  const checks = parse ? { answerSchemas } : {};
  return { calls, api: createApiClient({ baseUrl: '/api', getToken: () => 'tok', fetch: fetch as typeof globalThis.fetch, ...checks }) };
}

describe('api client: portfolio calls', () => {
  it('sends each call to its route with the bearer token', async () => {
    const { calls, api } = recordingClient();
    await api.investments.removeStock('p/1');
    await api.cashFlows.remove('c1');
    expect(calls).toEqual([
      { method: 'DELETE', url: '/api/investments/stock/p%2F1', body: undefined, authorization: 'Bearer tok' },
      { method: 'DELETE', url: '/api/investments/cash-flow/c1', body: undefined, authorization: 'Bearer tok' },
    ]);
  });

  it('puts only the given filters in the query string', async () => {
    const { calls, api } = recordingClient(() => Response.json([]));
    await api.investments.fast();
    await api.investments.enriched('l1', { asOf: '2024-01-31' });
    await api.cashFlows.all('l 2');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/investments/fast',
      '/api/investments/enriched?listId=l1&asOf=2024-01-31',
      '/api/investments/cash-flows?listId=l+2',
    ]);
    expect(api.investments.exportCsvUrl('l1')).toBe('/api/investments/export?listId=l1');
    expect(api.investments.exportCsvUrl()).toBe('/api/investments/export');
  });

  it('downloads the CSV export with the token and the server-given file name', async () => {
    const csv = 'Symbol,Quantity\nAAPL,10\n';
    const { calls, api } = recordingClient(
      () => new Response(csv, { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="growth-2024-01-31.csv"' } }),
    );
    expect(await api.investments.exportCsv('l1')).toEqual({ text: csv, fileName: 'growth-2024-01-31.csv' });
    expect(calls[0]).toMatchObject({ url: '/api/investments/export?listId=l1', authorization: 'Bearer tok' });
  });

  it('turns an error answer into ApiRequestError with the server message', async () => {
    const { api } = recordingClient(() => Response.json({ error: 'Not Found', message: 'Position not found' }, { status: 404 }));
    const refused = await api.investments.updateStock('gone', { quantity: 0 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({ status: 404, error: 'Not Found', message: 'Position not found' });
  });

  it('refuses an answer that does not match the schema', async () => {
    const { api } = recordingClient(() => Response.json({ totalCashInvested: 'lots' }));
    await expect(api.cashFlows.totalInvested()).rejects.toThrow();
  });

  it('without answerSchemas (the browser) hands the answer over as sent, building no schema', async () => {
    const { api } = recordingClient(() => Response.json({ totalCashInvested: 1250.5, extra: true }), { parse: false });
    expect(await api.cashFlows.totalInvested('l1')).toEqual({ totalCashInvested: 1250.5, extra: true });
  });

  it('names a schema for every answer the client asks for', async () => {
    const { api } = recordingClient(() => new Response(null, { status: 204 }));
    await expect(api.auth.logout()).resolves.toBeUndefined();
    expect(Object.values(answerSchemas).every((schema) => typeof schema.parse === 'function')).toBe(true);
  });

  it('sends the preferences and estimate bodies as given', async () => {
    const { calls, api } = recordingClient(() => Response.json({}));
    await api.lists.setPreferences('l1', { taxLotMethod: 'lifo' }).catch(() => undefined);
    await api.investments.estimatePurchaseDates().catch(() => undefined);
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['PUT', '/api/lists/l1/preferences', { taxLotMethod: 'lifo' }],
      ['POST', '/api/investments/estimate-purchase-dates', {}],
    ]);
  });
});
