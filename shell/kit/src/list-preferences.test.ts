// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, mergePreferences, preferencesKey, readPreferences, writePreferences } from './list-preferences.ts';

beforeEach(() => localStorage.clear());

describe('portfolio preferences (the old local copy)', () => {
  it('starts from the spec defaults', () => {
    expect(readPreferences('list-1')).toEqual({
      defaultView: 'portfolio',
      showUnrealizedGains: true,
      showPercentageChanges: true,
      showDividendYield: true,
      riskTolerance: 'moderate',
      maxPositionSize: 10,
      stopLossThreshold: 20,
      benchmarkSymbol: 'SPY',
      trackDividends: true,
      includeFees: true,
      rebalanceFrequency: 'quarterly',
      targetAllocation: {},
      enablePriceAlerts: true,
      enableRebalanceAlerts: true,
      enablePerformanceReports: true,
      taxLotMethod: 'fifo',
      trackTaxLots: true,
      baseCurrency: 'USD',
    });
  });

  it('keeps each list apart', () => {
    writePreferences('list-1', { ...DEFAULT_PREFERENCES, riskTolerance: 'aggressive' });
    expect(readPreferences('list-1').riskTolerance).toBe('aggressive');
    expect(readPreferences('list-2').riskTolerance).toBe('moderate');
  });

  it('falls back field by field: max position 1-100 else 10, stop loss 1-50 else 20', () => {
    expect(mergePreferences({ maxPositionSize: 0, stopLossThreshold: 51 })).toMatchObject({ maxPositionSize: 10, stopLossThreshold: 20 });
    expect(mergePreferences({ maxPositionSize: 100, stopLossThreshold: 1 })).toMatchObject({ maxPositionSize: 100, stopLossThreshold: 1 });
    expect(mergePreferences({ maxPositionSize: Number.NaN, riskTolerance: 'reckless', taxLotMethod: 'hifo' })).toMatchObject({
      maxPositionSize: 10,
      riskTolerance: 'moderate',
      taxLotMethod: 'fifo',
    });
  });

  it('uses the defaults when the stored value is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(preferencesKey('list-1'), '{oops');
    expect(readPreferences('list-1')).toEqual(DEFAULT_PREFERENCES);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('tax-lot methods', () => {
  it('are the ones the API accepts', async () => {
    const { TaxLotMethodSchema } = await import('@folio/contracts');
    const { TAX_LOT_METHODS } = await import('./list-preferences.ts');
    expect([...TAX_LOT_METHODS]).toEqual(TaxLotMethodSchema.options);
  });
});
