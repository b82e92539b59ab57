/**
 * Deterministic randomness for the offline provider. Everything is derived from strings and day
 * numbers with integer arithmetic, so the same symbol gives the same prices on every machine.
 */

/** FNV-1a, 32 bit: a stable seed from a symbol or a label. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit integer mix (lowbias32), used to derive independent values from (seed, index). */
function mix(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A uniform number in [0, 1) that depends only on the seed and the index: no state to replay. */
export function unitAt(seed: number, index: number, stream = 0): number {
  return mix(seed ^ mix(index + Math.imul(stream, 0x9e3779b9))) / 4294967296;
}

/** A standard normal that depends only on (seed, index, stream), by Box-Muller. */
export function normalAt(seed: number, index: number, stream = 0): number {
  const u = 1 - unitAt(seed, index, stream * 2);
  const v = unitAt(seed, index, stream * 2 + 1);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Uniform value in [low, high) for a named property of a seeded thing. */
export function pick(seed: number, label: string, low: number, high: number): number {
  return low + unitAt(seed, hashSeed(label)) * (high - low);
}


export const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 (UTC) of the calendar day containing `date`. */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** 1970-01-01 was a Thursday; 0 = Sunday ... 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isWeekend(day: number): boolean {
  const wd = weekday(day);
  return wd === 0 || wd === 6;
}

// Rows of every symbol share the same date strings; building them once saves most of the
// per-request allocation on long series.
const isoDates = new Map<number, string>();
export function isoDateOfDay(day: number): string {
  let text = isoDates.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    isoDates.set(day, text);
  }
  return text;
}
