import type { HistoryResponse } from '@folio/contracts';
import { HistoryResponseSchema } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { responseSerializer } from '../platform/serializer.ts';
import { encodeHistoryAnswer } from './history-answer.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';

// The reference: the schema serializer every other route's answer goes through.
const bySchema = responseSerializer({ schema: HistoryResponseSchema, method: 'GET', url: '/api/stocks/X/history' });

describe('encodeHistoryAnswer', () => {
  it('gives the same bytes as the schema serializer for ten years of daily bars', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => new Date('2026-11-20T12:00:00Z') });
    for (const symbol of ['AAPL', 'BTC-USD', 'EURUSD=X']) {
      const rows = await provider.history(symbol, { from: new Date('2016-01-01'), to: new Date('2026-11-20'), interval: '1d' });
      expect(rows.length).toBeGreaterThan(2_000);
      const answer: HistoryResponse = { symbol, interval: '1d', from: '2016-01-01', to: '2026-11-20', rows: [...rows], source: 'demo', stale: false };
      expect((await encodeHistoryAnswer(answer, '/x')).toString()).toBe(bySchema(answer));
    }
  });

  it('drops fields the schema does not name, keeps the edge numbers and odd dates as JSON would', async () => {
    const rows = [
      { t: '2024-01-02', o: 0.000001, h: 1e21, l: -0, c: 123.456, v: 0, extra: 'x' },
      { t: 'quote"\\\u2028', o: 5e-7, h: 2 ** 53, l: 1.5, c: 1, v: 12345678901 },
    ];
    const answer = { symbol: 'X', interval: '1wk', from: '2024-01-01', to: '2024-02-01', rows, source: 'yahoo', stale: true, internal: 1 } as unknown as HistoryResponse;
    expect((await encodeHistoryAnswer(answer, '/x')).toString()).toBe(bySchema(answer));
    const empty: HistoryResponse = { symbol: 'X', interval: '1d', from: '2024-01-01', to: '2024-02-01', rows: [], source: 'demo', stale: false };
    expect((await encodeHistoryAnswer(empty, '/x')).toString()).toBe(bySchema(empty));
  });

  it('refuses rows and envelopes the schema refuses', async () => {
    const base: HistoryResponse = { symbol: 'X', interval: '1d', from: '2024-01-01', to: '2024-02-01', rows: [], source: 'demo', stale: false };
    for (const row of [
      { t: '2024-01-02', o: Number.NaN, h: 1, l: 1, c: 1, v: 1 },
      { t: '2024-01-02', o: 1, h: Number.POSITIVE_INFINITY, l: 1, c: 1, v: 1 },
      { t: 20240102, o: 1, h: 1, l: 1, c: 1, v: 1 },
      { t: '2024-01-02', o: 1, h: 1, l: 1, c: '1', v: 1 },
      { t: '2024-01-02', o: 1, h: 1, l: 1, c: 1 },
    ]) {
      const answer = { ...base, rows: [row] } as unknown as HistoryResponse;
      expect(() => bySchema(answer)).toThrow();
      await expect(encodeHistoryAnswer(answer, '/x')).rejects.toThrow();
    }
    await expect(encodeHistoryAnswer({ ...base, interval: 'yearly' } as unknown as HistoryResponse, '/x')).rejects.toThrow();
  });
});
