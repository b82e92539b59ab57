import { describe, expect, it } from 'vitest';
import { closesFromRows } from './closes.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { PriceOverrides } from './price-overrides.ts';

const request = { from: new Date('2025-01-02T00:00:00Z'), to: new Date('2025-03-31T00:00:00Z'), interval: '1d' as const };

describe('test-only price overrides', () => {
  const overrides = new PriceOverrides();
  const provider = overrides.wrap(new OfflineMarketDataProvider({ now: () => new Date('2025-04-01T00:00:00Z') }));

  it('pass the compact closes through: the same closes as the daily bars, with or without an override', async () => {
    const plain = await provider.closes!('AAPL', request);
    expect(plain).toEqual(closesFromRows(await provider.history('AAPL', request)));

    overrides.set('aapl', 1234.5);
    const moved = await provider.closes!('AAPL', request);
    expect(moved.closes.at(-1)).toBe(1234.5);
    expect(moved).toEqual(closesFromRows(await provider.history('AAPL', request)));
    // The provider's own arrays are not changed by the override.
    expect(plain.closes.at(-1)).not.toBe(1234.5);
    overrides.set('AAPL', null);
    expect((await provider.closes!('AAPL', request)).closes.at(-1)).toBe(plain.closes.at(-1));
  });
});
