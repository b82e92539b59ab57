import { describe, expect, it } from 'vitest';
import { companyName, knownSymbols } from './company-names.ts';

describe('company name lookup', () => {
  it('names about a hundred well-known tickers', () => {
    expect(knownSymbols().length).toBeGreaterThanOrEqual(100);
    expect(companyName('AAPL')).toBe('Apple Inc.');
    expect(companyName('^GSPC')).toBe('S&P 500');
  });

  it('ignores case and surrounding spaces', () => {
    expect(companyName(' msft ')).toBe('Microsoft Corporation');
  });

  it('shows an unknown symbol as itself', () => {
    expect(companyName('ZQXW')).toBe('ZQXW');
  });
});
