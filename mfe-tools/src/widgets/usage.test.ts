import { describe, expect, it } from 'vitest';
import { usageIntent, usagePercent, usageStatus } from './usage.ts';

describe('API usage colours', () => {
  it('is red above 90 %, yellow above 70 %, else green', () => {
    expect(usageIntent(91, 100)).toBe('danger');
    expect(usageIntent(90, 100)).toBe('warning');
    expect(usageIntent(71, 100)).toBe('warning');
    expect(usageIntent(70, 100)).toBe('success');
    expect(usageIntent(5, 0)).toBe('success');
  });

  it('says the state in words and as a percent', () => {
    expect([usageStatus(95, 100), usageStatus(80, 100), usageStatus(10, 100)]).toEqual(['Near limit', 'High', 'OK']);
    expect([usagePercent(19, 95), usagePercent(90, 95), usagePercent(3, 0)]).toEqual(['20%', '94%', '0%']);
  });
});
