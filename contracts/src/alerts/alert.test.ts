import { describe, expect, it } from 'vitest';
import { ALERT_FORM_DEFAULTS, alertDetail, alertHints, CreateAlertRequestSchema, type Alert } from './alert.ts';

describe('alert hints (section 5)', () => {
  it('asks for a symbol and a valid target price on an empty PRICE form', () => {
    expect(alertHints({ ...ALERT_FORM_DEFAULTS })).toEqual({ symbol: 'Enter a symbol', targetPrice: 'Enter a valid target price' });
  });

  it('refuses a zero or negative target price and a zero percentage', () => {
    expect(alertHints({ symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: '0' }).targetPrice).toBe('Enter a valid target price');
    expect(alertHints({ symbol: 'AAPL', type: 'PERCENT_MOVE', percentChange: '0' })).toEqual({ percentChange: 'Enter a valid percentage' });
    expect(alertHints({ symbol: 'AAPL', type: 'PERCENT_MOVE', percentChange: '2.5' })).toEqual({});
  });

  it('needs nothing more for NEWS', () => {
    expect(alertHints({ symbol: 'AAPL', type: 'NEWS' })).toEqual({});
  });

  it('accepts a technical threshold of 0 but not an empty one, and asks for indicator, condition and signal', () => {
    expect(alertHints({ ...ALERT_FORM_DEFAULTS, symbol: 'AAPL', type: 'TECHNICAL_ANALYSIS', technicalValue: '0' })).toEqual({});
    expect(
      alertHints({ symbol: 'AAPL', type: 'TECHNICAL_ANALYSIS', technicalIndicator: '', technicalCondition: '', technicalValue: '', technicalSignal: '' }),
    ).toEqual({
      technicalIndicator: 'Select a technical indicator',
      condition: 'Select a condition',
      technicalValue: 'Enter a threshold value',
      technicalSignal: 'Select a signal type',
    });
  });
});

describe('CreateAlertRequestSchema', () => {
  it('upper-cases the symbol, applies defaults and drops the other types\' fields', () => {
    const parsed = CreateAlertRequestSchema.parse({ symbol: ' aapl ', type: 'PRICE', condition: 'BELOW', targetPrice: 150.5, percentChange: 3 });
    expect(parsed).toMatchObject({ symbol: 'AAPL', channel: 'IN_APP', listId: null, condition: 'BELOW', targetPrice: 150.5, percentChange: null, criticalOnly: null });
    expect(CreateAlertRequestSchema.parse({ symbol: 'MSFT', type: 'NEWS' }).criticalOnly).toBe(true);
  });

  it('fails with the first hint as its message', () => {
    const result = CreateAlertRequestSchema.safeParse({ symbol: '', type: 'PRICE', condition: 'ABOVE', targetPrice: 10 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a symbol');
  });
});

describe('detail lines', () => {
  const base: Alert = {
    id: 'a', symbol: 'AAPL', type: 'PRICE', channel: 'IN_APP', listId: null, isActive: true, createdAt: '2026-01-01T00:00:00.000Z', lastTriggeredAt: null,
    condition: 'ABOVE', targetPrice: 150, percentChange: null, criticalOnly: null,
    technicalIndicator: null, technicalCondition: null, technicalValue: null, technicalSignal: null,
  };
  it('reads as the spec words them', () => {
    expect(alertDetail(base)).toBe('Price above $150.00');
    expect(alertDetail({ ...base, condition: 'BELOW', targetPrice: 9.5 })).toBe('Price below $9.50');
    expect(alertDetail({ ...base, type: 'PERCENT_MOVE', percentChange: 5 })).toBe('5% daily move');
    expect(alertDetail({ ...base, type: 'NEWS', criticalOnly: false })).toBe('Critical news only: No');
  });
});
