import { describe, expect, it } from 'vitest';
import { isoDay, percentOf, relativeTime, truncate } from './text.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('news texts', () => {
  it('cuts at the limit with an ellipsis and leaves short texts alone', () => {
    expect(truncate('Short title', 80)).toBe('Short title');
    const cut = truncate('x'.repeat(200), 120);
    expect(cut).toHaveLength(120);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('says minutes under an hour, then hours, then days, weeks only when asked', () => {
    expect(relativeTime('2026-11-25T11:35:00Z', NOW)).toBe('25m ago');
    expect(relativeTime('2026-11-25T07:00:00Z', NOW)).toBe('5h ago');
    expect(relativeTime('2026-11-22T12:00:00Z', NOW)).toBe('3d ago');
    expect(relativeTime('2026-11-01T12:00:00Z', NOW)).toBe('24d ago');
    expect(relativeTime('2026-11-01T12:00:00Z', NOW, { weeks: true })).toBe('3w ago');
    expect(relativeTime('2026-11-22T12:00:00Z', NOW, { weeks: true })).toBe('3d ago');
  });

  it("shows 'Unknown' for a missing or invalid time", () => {
    expect(relativeTime('', NOW)).toBe('Unknown');
    expect(relativeTime('yesterday-ish', NOW)).toBe('Unknown');
  });

  it('writes percents and shifted days', () => {
    expect(percentOf(0.734)).toBe('73%');
    expect(isoDay('2026-11-25T18:00:00Z', -7)).toBe('2026-11-18');
    expect(isoDay('2026-02-26', 7)).toBe('2026-03-05');
  });
});
