/**
 * Another user's client on a thread of its own: after one untimed request ('ready'), a GET every
 * 10 ms, each answer's time in ms posted to the bench (Infinity for none within `timeoutMs`),
 * until the bench posts 'stop'. On the bench's own event loop the timings also counted the bench
 * reading the large book's answers (20 histories of ~200 KB arriving together), which another
 * user's browser does not wait for.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, timeoutMs } = workerData as { url: string; token: string; timeoutMs: number };
let running = true;
parentPort!.once('message', () => (running = false));
// A first request, not timed: the thread's first fetch loads the HTTP client and connects.
await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer());
parentPort!.postMessage('ready');
while (running) {
  const begun = performance.now();
  let ms = Infinity;
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    ms = performance.now() - begun;
  } catch {
    // No answer within timeoutMs: counted as Infinity.
  }
  parentPort!.postMessage(ms);
  await new Promise((resolve) => setTimeout(resolve, 10));
}
parentPort!.close();
