import { describe, expect, it } from 'vitest';
import { fetchRetrying, HttpStatusError, isTransient, retrying } from './retry.ts';

const noSleep = async () => undefined;

describe('retrying network blips', () => {
  it('retries a transient failure and returns the later success', async () => {
    let calls = 0;
    const result = await retrying(
      async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return 'manifest';
      },
      { delaysMs: [1, 1], shouldRetry: isTransient, sleep: noSleep },
    );
    expect(result).toBe('manifest');
    expect(calls).toBe(3);
  });

  it('gives up after the configured attempts', async () => {
    let calls = 0;
    const failing = retrying(
      async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      },
      { delaysMs: [1, 1], shouldRetry: isTransient, sleep: noSleep },
    );
    await expect(failing).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(3);
  });

  it('does not retry a missing file', async () => {
    let calls = 0;
    const fakeFetch = (async () => {
      calls += 1;
      return new Response('not found', { status: 404 });
    }) as typeof fetch;
    await expect(fetchRetrying(fakeFetch, '/remotes/x/mf-manifest.json', undefined, { delaysMs: [1], sleep: noSleep })).rejects.toBeInstanceOf(
      HttpStatusError,
    );
    expect(calls).toBe(1);
  });

  it('retries a busy server', async () => {
    const answers = [503, 200];
    const fakeFetch = (async () => new Response('{}', { status: answers.shift() })) as typeof fetch;
    const response = await fetchRetrying(fakeFetch, '/m.json', undefined, { delaysMs: [1], sleep: noSleep });
    expect(response.status).toBe(200);
  });

  it('classifies errors', () => {
    expect(isTransient(new HttpStatusError('/x', 502))).toBe(true);
    expect(isTransient(new HttpStatusError('/x', 404))).toBe(false);
    expect(isTransient(new Error('boom'))).toBe(false);
  });
});
