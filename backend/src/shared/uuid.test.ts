import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newUuid } from './uuid.ts';

describe('random ids', () => {
  it('are RFC 4122 version 4 UUIDs, distinct across many batches of random bytes', () => {
    const ids = Array.from({ length: 20_000 }, newUuid);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 1000)) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(z.uuidv4().safeParse(id).success).toBe(true);
    }
    // Every hex digit turns up in every free position: the bytes are used, not a fixed pattern.
    const free = [0, 7, 9, 15, 20, 24, 35];
    for (const at of free) expect(new Set(ids.map((id) => id[at])).size).toBe(16);
  });
});
