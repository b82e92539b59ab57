import { isIsin } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { offlineIsins } from './offline-isins.ts';
import { resolveInstrument } from './offline-universe.ts';

describe('offline ISINs', () => {
  it('are valid ISINs (check digit) of tickers the offline universe lists', () => {
    for (const [isin, symbol] of offlineIsins()) {
      expect(isIsin(isin), isin).toBe(true);
      expect(resolveInstrument(symbol)?.symbol, symbol).toBe(symbol);
    }
  });
});
