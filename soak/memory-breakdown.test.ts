import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoryBreakdown, readSamples } from './memory-breakdown.ts';

const MB = 2 ** 20;
const sample = (t: number, rss: number, heapTotal: number, heapUsed: number, external: number) => ({ at: 1_000 + t, t, rss: rss * MB, heapTotal: heapTotal * MB, heapUsed: heapUsed * MB, external: external * MB });

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

  it("reads what the sampler wrote in a process started with it (main thread only)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'memory-sampler-'));
    const file = join(dir, 'memory.jsonl');
    try {
      const sampler = pathToFileURL(join(import.meta.dirname, 'memory-sampler.ts')).href;
      // A worker thread loads the sampler too: it must not write.
      const script = "new (require('node:worker_threads').Worker)('setTimeout(() => {}, 2500)', { eval: true }); setTimeout(() => {}, 4300);";
      const started = Date.now();
      execFileSync(process.execPath, ['--import', sampler, '-e', script], { env: { ...process.env, SOAK_MEMORY_FILE: file } });
      const samples = readSamples(file, started);
      expect(samples).toHaveLength(2);
      for (const { t, rss, heapTotal, heapUsed, external } of samples) {
        expect(t).toBeGreaterThan(0);
        expect(heapUsed).toBeLessThanOrEqual(heapTotal);
        expect(heapTotal + external).toBeLessThan(rss);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
