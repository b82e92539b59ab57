import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The node flags `npm start -w backend` runs the server with (backend/package.json), so the fault
 * and load suite and the HTTP benchmarks measure the server users run: without them its young
 * generation could grow to 134 MB instead of 32, and its heap to 3-4 times its live size instead
 * of 1.5. Benchmarks that run the server in their own process get the same flags from the root
 * `bench` script (start-flags.test.ts keeps the three alike).
 */
export function serverStartFlags(): string[] {
  const manifest = join(import.meta.dirname, '..', '..', 'package.json');
  const start = (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start.split(/\s+/).filter((arg) => arg.startsWith('--'));
}
