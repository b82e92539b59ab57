/** Printing: latency per route, memory, the log check, and a pass/fail line per scenario. */
import { loadavg } from 'node:os';
import type { Recorder } from './client.ts';
import type { LogCheck } from './checks.ts';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The middle of `values` (unsorted), as `percentile` picks it. */
export const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 50);

export function printLatencies(recorder: Recorder, seconds: number) {
  console.log(`\n  ${'route'.padEnd(40)} ${'count'.padStart(7)} ${'per s'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  statuses`);
  for (const [route, samples] of [...recorder.latencies.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...samples].sort((a, b) => a - b);
    const statuses = [...recorder.statuses.get(route)!.entries()].map(([status, count]) => `${status}x${count}`).join(' ');
    console.log(
      `  ${route.padEnd(40)} ${String(sorted.length).padStart(7)} ${(sorted.length / seconds).toFixed(1).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${sorted.at(-1)!.toFixed(1).padStart(8)}  ${statuses}`,
    );
  }
}

export function printCheck(title: string, check: LogCheck) {
  console.log(`  ${title}: ${check.events} events in the log; commands ${JSON.stringify(check.commands)}; events per acknowledged command ${JSON.stringify(check.eventsPerKind)}`);
  console.log(
    `    acknowledged present exactly once: ${check.acknowledged - check.acknowledgedMissing.length}/${check.acknowledged}; duplicated event ids ${check.duplicateEventIds.length}; refused with events ${check.refusedWithEvents.length}; partial ${check.partial.length}; unanswered present whole ${check.unansweredPresent}, absent ${check.unansweredAbsent}`,
  );
}

export const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

export class Verdicts {
  readonly #rows: { scenario: string; passed: boolean; detail: string }[] = [];

  add(scenario: string, failures: string[], detail = '') {
    this.#rows.push({ scenario, passed: failures.length === 0, detail: failures.length ? failures.join('; ') : detail });
    console.log(`  => ${failures.length === 0 ? 'PASS' : 'FAIL'} ${scenario}${failures.length ? `: ${failures.join('; ')}` : detail ? `: ${detail}` : ''}`);
  }

  print() {
    console.log('\nFault and load suite');
    for (const row of this.#rows) console.log(`  ${row.passed ? 'PASS' : 'FAIL'}  ${row.scenario}${row.detail ? `  (${row.detail})` : ''}`);
    return this.#rows.every((row) => row.passed);
  }
}
