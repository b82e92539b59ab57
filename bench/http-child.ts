import { getHeapStatistics } from 'node:v8';

/**
 * The child-process side of `serveInChild`: starts the server module, reports where it listens,
 * and answers memory questions over IPC. Other messages go to the module's own `process.on('message')`.
 */
const { module, data } = JSON.parse(process.env.BENCH_CHILD_SERVER!) as { module: string; data: unknown };
const { default: start } = (await import(module)) as { default: (data: unknown) => Promise<{ url: string; headers?: Record<string, string> }> };
const served = await start(data);
process.on('message', (message: { benchMemory?: number; collect?: boolean }) => {
  if (typeof message?.benchMemory !== 'number') return;
  // With --expose-gc the bench can ask what is still held after a full collection.
  if (message.collect) (globalThis as { gc?: () => void }).gc?.();
  const heap = getHeapStatistics();
  process.send!({ benchMemory: message.benchMemory, usage: process.memoryUsage(), heap: { total: heap.total_heap_size, used: heap.used_heap_size } });
});
// The bench went away (or closed us): nothing else should keep this process.
process.on('disconnect', () => process.exit(0));
// Exit normally on SIGTERM (close), so --cpu-prof and --heap-prof write their files.
process.on('SIGTERM', () => process.exit(0));
process.send!({ started: true, url: served.url, headers: served.headers ?? {} });
