import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Pact merges into existing files, so a renamed or deleted interaction would linger: start empty. */
export default function cleanPacts() {
  const dir = path.resolve(import.meta.dirname, 'pacts');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
}
