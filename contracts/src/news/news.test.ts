import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { NEWS_SECTORS, NewsListQuerySchema, SectorParamsSchema } from './article.ts';
import { CorrelationImpactsQuerySchema, PortfolioNewsQuerySchema } from './portfolio.ts';

describe('news contracts', () => {
  it('knows the eight sectors of section 9 and reads a sector case-insensitively', () => {
    expect(NEWS_SECTORS).toHaveLength(8);
    expect(SectorParamsSchema.parse({ sector: ' Technology ' })).toEqual({ sector: 'technology' });
    const result = SectorParamsSchema.safeParse({ sector: 'crypto' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Sector must be one of technology, finance, healthcare, energy, consumer, industrial, utilities, general');
  });

  it('reads paging and filters, refusing a limit above 100 with a message', () => {
    expect(PortfolioNewsQuerySchema.parse({ listId: 'l1', limit: '50', page: '2', symbol: 'aapl', sector: 'Finance' }))
      .toEqual({ listId: 'l1', limit: 50, page: 2, symbol: 'AAPL', sector: 'finance' });
    expect(NewsListQuerySchema.safeParse({ limit: '101' }).error?.issues[0]?.message).toBe('Limit must be a whole number from 1 to 100');
    expect(CorrelationImpactsQuerySchema.safeParse({ from: '2026-13' }).error?.issues[0]?.message).toBe('From must be a date (YYYY-MM-DD)');
  });

  it('the client calls the spec paths', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      fetch: async (url, init) => {
        calls.push(`${init?.method} ${String(url)}`);
        return new Response(JSON.stringify({ symbol: 'AAPL', keyEvents: [] }), { status: 200 });
      },
    });
    await client.news.summary('AAPL');
    await client.news.indexPortfolio('l 1').catch(() => undefined);
    await client.news.correlationImpacts({ symbol: 'MSFT', from: '2026-01-01' }).catch(() => undefined);
    await client.news.sector('energy').catch(() => undefined);
    expect(calls).toEqual([
      'GET /api/news/summary/AAPL',
      'POST /api/news/portfolio?listId=l+1',
      'GET /api/news/correlation/impacts?symbol=MSFT&from=2026-01-01',
      'GET /api/news/sector/energy',
    ]);
  });
});
