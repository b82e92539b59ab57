import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@folio/shell-kit';
import { readTheme, THEME_KEY, writeTheme } from './theme-storage.ts';

describe('theme storage', () => {
  it('defaults to light when nothing or something unknown is stored', () => {
    expect(readTheme(memoryStorage())).toBe('light');
    expect(readTheme(memoryStorage({ [THEME_KEY]: 'purple' }))).toBe('light');
    expect(readTheme(null)).toBe('light');
  });

  it('keeps the chosen theme under the theme key', () => {
    const storage = memoryStorage();
    writeTheme(storage, 'dark');
    expect(storage.getItem(THEME_KEY)).toBe('dark');
    expect(readTheme(storage)).toBe('dark');
  });

  it('falls back to light when storage throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(readTheme(broken)).toBe('light');
    expect(() => writeTheme(broken, 'dark')).not.toThrow();
  });
});
