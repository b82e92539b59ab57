import { describe, expect, it, vi } from 'vitest';
import { stockData } from '../testing/render.tsx';
import { chunk, ENRICH_PAUSE_MS, enrichHoldings, type EnrichmentSource, type StockDataBySymbol } from './enrichment.ts';

const answer = (symbols: string[], fields = {}): StockDataBySymbol => Object.fromEntries(symbols.map((symbol) => [symbol, stockData(symbol, fields)]));

function recordingSource(cached: (symbols: string[]) => StockDataBySymbol, fresh: (symbols: string[]) => StockDataBySymbol | Error) {
  const calls: string[] = [];
  const source: EnrichmentSource = {
    cached: async (symbols) => (calls.push(`cached ${symbols.join(',')}`), cached(symbols)),
    fresh: async (symbols) => {
      calls.push(`fresh ${symbols.join(',')}`);
      const result = fresh(symbols);
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return { source, calls };
}

describe('holdings enrichment', () => {
  it('asks the cache first, then refreshes what the cache lacks or holds stale, 3 symbols a batch, in table order', async () => {
    const { source, calls } = recordingSource(
      (symbols) => ({ ...answer(symbols.filter((s) => s === 'A' || s === 'B')), ...answer(['C'], { stale: true }) }),
      (symbols) => answer(symbols),
    );
    const received: string[][] = [];
    const sleep = vi.fn(async () => {});
    await enrichHoldings(['A', 'B', 'C', 'D', 'E', 'F', 'G'], source, { onData: (data) => received.push(Object.keys(data)), sleep });
    expect(calls).toEqual(['cached A,B,C,D,E,F,G', 'fresh C,D,E', 'fresh F,G']);
    expect(received).toEqual([['A', 'B', 'C'], ['C', 'D', 'E'], ['F', 'G']]);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('logs a failed batch, pauses 2 seconds and carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { source, calls } = recordingSource(
      () => ({}),
      (symbols) => (symbols.includes('A') ? new Error('rate limited') : answer(symbols)),
    );
    const sleep = vi.fn(async () => {});
    const onPhase = vi.fn();
    await enrichHoldings(['A', 'B', 'C', 'D'], source, { onData: () => {}, sleep, onPhase });
    expect(calls).toEqual(['cached A,B,C,D', 'fresh A,B,C', 'fresh D']);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(ENRICH_PAUSE_MS);
    expect(onPhase).toHaveBeenLastCalledWith('done', 0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const { source, calls } = recordingSource(
      () => ({}),
      (symbols) => (controller.abort(), answer(symbols)),
    );
    const onData = vi.fn();
    await enrichHoldings(['A', 'B', 'C', 'D'], source, { onData, signal: controller.signal });
    expect(calls).toEqual(['cached A,B,C,D', 'fresh A,B,C']);
    expect(onData).not.toHaveBeenCalled();
  });

  it('asks the cache at most 200 symbols at a time', () => {
    expect(chunk(Array.from({ length: 450 }, (_, i) => i), 200).map((part) => part.length)).toEqual([200, 200, 50]);
  });
});
