import { describe, expect, it } from 'vitest';
import { age, cut, SNIPPET_LIMIT, SUBJECT_LIMIT } from './text.ts';

describe('Gmail widget text', () => {
  it('cuts subjects at 40 and snippets at 80 characters with an ellipsis', () => {
    expect(cut('S'.repeat(41), SUBJECT_LIMIT)).toBe(`${'S'.repeat(40)}...`);
    expect(cut('S'.repeat(40), SUBJECT_LIMIT)).toBe('S'.repeat(40));
    expect(cut('n'.repeat(100), SNIPPET_LIMIT)).toHaveLength(83);
  });

  it('says the age in minutes, hours or days, and Unknown for a bad date', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(age('2026-11-25T11:59:00Z', now)).toBe('1 minute ago');
    expect(age('2026-11-25T11:15:00Z', now)).toBe('45 minutes ago');
    expect(age('2026-11-25T09:00:00Z', now)).toBe('3 hours ago');
    expect(age('2026-11-23T12:00:00Z', now)).toBe('2 days ago');
    expect(age(null, now)).toBe('Unknown');
    expect(age('yesterday', now)).toBe('Unknown');
  });
});
