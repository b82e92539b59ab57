import { describe, expect, it } from 'vitest';
import { parseUsage, usageIntent } from './usage.ts';

describe('API usage colours', () => {
  it('is red above 90 %, yellow above 70 %, else green', () => {
    expect(usageIntent(91, 100)).toBe('danger');
    expect(usageIntent(90, 100)).toBe('warning');
    expect(usageIntent(71, 100)).toBe('warning');
    expect(usageIntent(70, 100)).toBe('success');
    expect(usageIntent(5, 0)).toBe('success');
  });
});

describe('reading the usage answer', () => {
  it('keeps well-formed entries only', () => {
    expect(
      parseUsage({ apis: { NewsAPI: { used: 12, limit: 95 }, Broken: { used: 'x' } }, warnings: ['near limit', 3], timestamp: 't' }),
    ).toEqual({ apis: { NewsAPI: { used: 12, limit: 95 } }, warnings: ['near limit'], timestamp: 't' });
    expect(() => parseUsage(null)).toThrow();
  });
});
