import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverStartFlags } from './start-flags.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

describe("the server's node flags", () => {
  it('are the same for npm start, the Docker image and the in-process benchmarks', () => {
    const flags = serverStartFlags();
    expect(flags).toContain('--heap-growing-percent=50');
    const dockerCmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))![1]!;
    expect((JSON.parse(dockerCmd) as string[]).filter((arg) => arg.startsWith('--'))).toEqual(flags);
    const bench = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { bench: string } }).scripts.bench;
    expect(bench.split(/\s+/).filter((arg) => arg.startsWith('--'))).toEqual(flags);
  });
});
