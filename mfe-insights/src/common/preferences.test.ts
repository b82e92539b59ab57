// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesKey, readMaxPositionSize } from './preferences.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("reading mfe-portfolio's max position size preference", () => {
  it('reads a number from 1 to 100, also when saved as text', () => {
    localStorage.setItem(preferencesKey('a'), JSON.stringify({ maxPositionSize: 25 }));
    localStorage.setItem(preferencesKey('b'), JSON.stringify({ maxPositionSize: '12.5' }));
    expect(readMaxPositionSize('a')).toBe(25);
    expect(readMaxPositionSize('b')).toBe(12.5);
  });

  it('gives none when absent, out of range or damaged (the server then uses 10); damage is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(preferencesKey('big'), JSON.stringify({ maxPositionSize: 150 }));
    localStorage.setItem(preferencesKey('bad'), '{not json');
    expect(readMaxPositionSize('none')).toBeUndefined();
    expect(readMaxPositionSize('big')).toBeUndefined();
    expect(readMaxPositionSize('bad')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
