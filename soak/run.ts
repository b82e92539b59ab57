/**
 * The fault and load suite (`npm run soak`; not part of `npm test`). Servers are child processes
 * on loopback with their own DATA_DIR under a temp folder; every loop is bounded.
 *
 *   SOAK_MINUTES   mixed-load duration (default 10; 1 for a quick try)
 *   SOAK_USERS     users in the mixed load (default 40)
 *   SOAK_THINK_MS  mean pause between one user's requests (default 250)
 *   SOAK_PORT      first port (default: free ports the OS picks; else the scenarios use it and the next two)
 *   SOAK_IMPORT_ROWS  rows of the CSV imports killed mid-way (default 20000)
 *   SOAK_FAULT_PROJECTION  projection made to throw during the load (default trends)
 *   SOAK_ONLY      comma-separated subset: load, crash, full
 *   SOAK_KEEP      keep the temp folder (data and server logs) for a look afterwards
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crashScenarios } from './crash.ts';
import { diskFullScenario } from './disk-full.ts';
import { mixedLoadScenario } from './mixed-load.ts';
import { load, Verdicts } from './report.ts';
import { freePort } from './server.ts';

const env = process.env;
const minutes = Number(env.SOAK_MINUTES ?? 10);
const ports = env.SOAK_PORT ? [0, 1, 2].map((offset) => Number(env.SOAK_PORT) + offset) : [await freePort(), await freePort(), await freePort()];
const only = new Set((env.SOAK_ONLY ?? 'load,crash,full').split(',').map((name) => name.trim()));
const root = mkdtempSync(join(tmpdir(), 'folio-soak-'));
const verdicts = new Verdicts();

console.log(`Fault and load suite: data and server logs under ${root}; load average ${load()}`);
const started = performance.now();
try {
  if (only.has('full')) await diskFullScenario({ root, port: ports[2]!, verdicts });
  if (only.has('crash')) {
    await crashScenarios({ root, port: ports[1]!, importRows: Number(env.SOAK_IMPORT_ROWS ?? 20_000), burst: 600, verdicts });
  }
  if (only.has('load')) {
    await mixedLoadScenario({
      root, port: ports[0]!, minutes, verdicts,
      users: Number(env.SOAK_USERS ?? 40),
      thinkMs: Number(env.SOAK_THINK_MS ?? 250),
      faultProjection: env.SOAK_FAULT_PROJECTION ?? 'trends',
    });
  }
} catch (error) {
  verdicts.add('suite ran to the end', [error instanceof Error ? (error.stack ?? error.message) : String(error)]);
}
const passed = verdicts.print();
console.log(`  ${((performance.now() - started) / 60_000).toFixed(1)} min in all; load average ${load()}`);
if (env.SOAK_KEEP) console.log(`  kept ${root}`);
else rmSync(root, { recursive: true, force: true });
process.exit(passed ? 0 : 1);
