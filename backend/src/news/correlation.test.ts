import { describe, expect, it } from 'vitest';
import { returnsAfter } from './correlation.ts';

// Mon 2 .. Wed 11 March 2026, trading days only.
const rows = [
  { t: '2026-02-27', c: 100 }, { t: '2026-03-02', c: 101 }, { t: '2026-03-03', c: 99 }, { t: '2026-03-04', c: 102 },
  { t: '2026-03-05', c: 104 }, { t: '2026-03-06', c: 103 }, { t: '2026-03-09', c: 105 }, { t: '2026-03-10', c: 110 }, { t: '2026-03-11', c: 108 },
];

describe('returns after an article', () => {
  it('during the session: from the previous close to 1, 3 and 7 trading days later', () => {
    expect(returnsAfter(rows, '2026-03-02T15:00:00Z')).toEqual({ '1d': 1, '3d': 2, '7d': 10 });
  });

  it('after the close: from that day\'s close', () => {
    expect(returnsAfter(rows, '2026-03-02T21:30:00Z')).toEqual({ '1d': -1.98, '3d': 2.97, '7d': 6.93 });
  });

  it('on a weekend: from Friday\'s close; days not traded yet are null', () => {
    expect(returnsAfter(rows, '2026-03-08T10:00:00Z')).toEqual({ '1d': 1.94, '3d': 4.85, '7d': null });
  });

  it('before the first close there is no base', () => {
    expect(returnsAfter(rows, '2026-02-01T10:00:00Z')).toEqual({ '1d': null, '3d': null, '7d': null });
  });
});
