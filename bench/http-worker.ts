import { parentPort, workerData } from 'node:worker_threads';

const { module, data } = workerData as { module: string; data: unknown };
const { default: start } = (await import(module)) as { default: (data: unknown) => Promise<{ url: string; headers?: Record<string, string> }> };
const served = await start(data);
parentPort!.postMessage({ url: served.url, headers: served.headers ?? {} });
