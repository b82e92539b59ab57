/**
 * Where the server's RSS growth went, from the samples memory-sampler.ts wrote during the mixed
 * load, over the same two windows the growth is judged on (mixed-load.ts). RSS is a high-water
 * mark of pages the process touched, so the figures say which part grew:
 * - V8's committed heap (pages V8 holds; with `--heap-growing-percent=50` about 1.5 times the
 *   live heap at its largest);
 * - the heap in use at its lowest in the window, the closest a sample gets to the live heap;
 * - external memory (ArrayBuffers, Buffers: kept answers, typed arrays of closes);
 * - the rest: code, other threads' heaps, malloc (SQLite's caches among it).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { MemorySample } from './memory-sampler.ts';
import { median } from './report.ts';

/** A span of the suite's timeline, in ms since the load started: [from, to). */
export type Window = readonly [from: number, to: number];

/** A sample placed on the suite's timeline: `t` ms since the load started. */
export type TimedSample = MemorySample & { t: number };

interface Figures {
  committed: number;
  inUseLowest: number;
  external: number;
  rest: number;
}

const MB = 2 ** 20;

/** The samples in `file` (one JSON object a line), on a timeline starting at `started` (Date.now()). */
export function readSamples(file: string, started: number): TimedSample[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as MemorySample)
    .map((sample) => ({ ...sample, t: sample.at - started }));
}

function figuresIn(samples: readonly TimedSample[], [from, to]: Window): Figures | null {
  const inside = samples.filter((sample) => sample.t >= from && sample.t < to);
  if (inside.length === 0) return null;
  return {
    committed: median(inside.map((sample) => sample.heapTotal)) / MB,
    inUseLowest: Math.min(...inside.map((sample) => sample.heapUsed)) / MB,
    external: median(inside.map((sample) => sample.external)) / MB,
    rest: median(inside.map((sample) => sample.rss - sample.heapTotal - sample.external)) / MB,
  };
}

/** One line naming each part's growth from `baseline` to `end`, or null without samples in both. */
export function memoryBreakdown(samples: readonly TimedSample[], baseline: Window, end: Window): string | null {
  const before = figuresIn(samples, baseline);
  const after = figuresIn(samples, end);
  if (!before || !after) return null;
  const part = (what: string, key: keyof Figures) => {
    const grown = after[key] - before[key];
    return `${what} ${before[key].toFixed(0)} -> ${after[key].toFixed(0)} MB (${grown >= 0 ? '+' : ''}${grown.toFixed(0)})`;
  };
  return [
    part("V8's committed heap", 'committed'),
    part('heap in use at its lowest (about the live heap)', 'inUseLowest'),
    part('external (ArrayBuffers)', 'external'),
    part('the rest (code, threads, malloc)', 'rest'),
  ].join(', ');
}
