import { describe, expect, it } from 'vitest';
import { isRealDate } from './requests.ts';

describe('isRealDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
  ])('%s -> %s', (value, expected) => expect(isRealDate(value)).toBe(expected));
});
