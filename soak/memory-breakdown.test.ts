import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryBreakdown, readSamples } from './memory-breakdown.ts';

const MB = 2 ** 20;
const sample = (t: number, rss: number, heapTotal: number, heapUsed: number, external: number) => ({ at: 1_000 + t, t, rss: rss * MB, heapTotal: heapTotal * MB, heapUsed: heapUsed * MB, external: external * MB });

const sampler = pathToFileURL(join(import.meta.dirname, 'memory-sampler.ts')).href;
const dir = mkdtempSync(join(tmpdir(), 'memory-sampler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('memoryBreakdown', () => {
  it("names each part's growth between the windows: medians, and the lowest heap in use", () => {
    const samples = [
      sample(100, 400, 180, 120, 30),
      sample(102, 402, 182, 70, 32), // a collection just ran: the lowest use
      sample(104, 404, 184, 110, 34),
      sample(900, 450, 230, 150, 40),
      sample(902, 452, 232, 100, 42),
      sample(904, 454, 234, 140, 44),
    ];
    expect(memoryBreakdown(samples, [100, 200], [900, Infinity])).toBe(
      "V8's committed heap 182 -> 232 MB (+50), heap in use at its lowest (about the live heap) 70 -> 100 MB (+30), external (ArrayBuffers) 32 -> 42 MB (+10), the rest (code, threads, malloc) 188 -> 178 MB (-10)",
    );
  });

  it('is null when a window has no samples (the sampler did not run)', () => {
    expect(memoryBreakdown([sample(100, 400, 180, 120, 30)], [100, 200], [900, Infinity])).toBeNull();
    expect(memoryBreakdown([], [100, 200], [900, Infinity])).toBeNull();
  });
});

describe('the memory sampler', () => {
  it('reads what the sampler wrote in a process started with it', () => {
    const file = join(dir, 'memory.jsonl');
    const started = Date.now();
    execFileSync(process.execPath, ['--import', sampler, '-e', 'setTimeout(() => {}, 2600)'], { env: { ...process.env, SOAK_MEMORY_FILE: file } });
    const samples = readSamples(file, started);
    expect(samples.length).toBeGreaterThanOrEqual(1);
    for (const { t, rss, heapTotal, heapUsed, external } of samples) {
      expect(t).toBeGreaterThan(0);
      expect(heapUsed).toBeLessThanOrEqual(heapTotal);
      expect(heapTotal + external).toBeLessThan(rss);
    }
  });

  it('writes nothing from a worker thread (workers load it too, through NODE_OPTIONS)', async () => {
    const file = join(dir, 'worker.jsonl');
    const worker = new Worker(`import(${JSON.stringify(sampler)}).then(() => setTimeout(() => {}, 2600))`, { eval: true, env: { ...process.env, SOAK_MEMORY_FILE: file } });
    await once(worker, 'exit');
    expect(existsSync(file)).toBe(false);
  });
});
