import { describe, expect, it } from 'vitest';
import { chooseList } from './choose-list.ts';

const list = (id: string, isDefault = false) => ({ id, isDefault });

describe('choosing the list to open', () => {
  const lists = [list('growth'), list('main', true), list('income')];

  it('opens the requested list when it exists', () => {
    expect(chooseList(lists, 'income')?.id).toBe('income');
  });

  it('falls back to the default list, then the first', () => {
    expect(chooseList(lists, 'deleted-list')?.id).toBe('main');
    expect(chooseList(lists, null)?.id).toBe('main');
    expect(chooseList([list('a'), list('b')], undefined)?.id).toBe('a');
    expect(chooseList([], 'x')).toBeNull();
  });
});
