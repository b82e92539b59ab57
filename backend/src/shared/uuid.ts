import { randomFillSync } from 'node:crypto';

/** Random bytes for this many ids are drawn at once (crypto.randomUUID draws 128). */
const BATCH = 256;
const random = Buffer.alloc(16 * BATCH);
let used = BATCH;
const text = Buffer.alloc(36);
const HEX = Buffer.from('0123456789abcdef', 'latin1');

/**
 * A random (version 4) UUID, as crypto.randomUUID makes one, but as one flat string. Node's
 * joins 20 pieces (16 byte pairs, 4 dashes) with `+`, so each id it returns is a tree of joined
 * strings (480 bytes kept, measured) until something reads it whole: an import of 100k rows makes
 * a lot id for each, and the first read of one (a map key, a comparison) copies it flat. This one
 * writes the 36 characters into a buffer and makes one string of them (56 bytes);
 * `bench/ids.bench.ts` compares the two.
 */
export function newUuid(): string {
  if (used === BATCH) {
    randomFillSync(random);
    used = 0;
  }
  const from = used++ * 16;
  let at = 0;
  for (let index = 0; index < 16; index++) {
    let byte = random[from + index]!;
    if (index === 6) byte = (byte & 0x0f) | 0x40; // version 4
    else if (index === 8) byte = (byte & 0x3f) | 0x80; // RFC 4122 variant
    text[at++] = HEX[byte >> 4]!;
    text[at++] = HEX[byte & 15]!;
    if (index === 3 || index === 5 || index === 7 || index === 9) text[at++] = 0x2d; // '-'
  }
  return text.toString('latin1', 0, 36);
}
