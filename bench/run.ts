/**
 * `npm run bench`: every benchmark, one after another, printing figures. Benchmarks report; they
 * do not fail on speed. BENCH_EVENTS scales the event-log benchmarks (default 1,000,000).
 */
const benches = ['event-append', 'replay', 'lists-http', 'indicators', 'aggregated', 'returns', 'csv-import', 'csv-import-http', 'investments-http', 'summary-http', 'reads-under-writes', 'large-book', 'performance', 'news-ingest', 'news-http', 'frontend', 'reactor-lag', 'alerts-tick', 'sse-fanout', 'memory-per-command', 'returns-books-memory', 'stored-answers-sweep', 'startup', 'ids', 'purchase-after-import', 'import-rows-message'];
const only = process.argv.slice(2);

for (const name of benches) {
  if (only.length > 0 && !only.includes(name)) continue;
  const module = (await import(`./${name}.bench.ts`).catch(() => null)) as { run(): Promise<void> } | null;
  if (!module) {
    console.log(`\n(${name}: not present)`);
    continue;
  }
  await module.run();
}
