/** Retries for network blips: a dropped connection or a busy server, not a missing file. */

export interface RetryOptions {
  /** Waits before the 2nd, 3rd, ... attempt; its length + 1 is the number of attempts. */
  delaysMs: readonly number[];
  shouldRetry: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

export const NETWORK_BLIP_DELAYS_MS = [300, 1_000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retrying<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      const delay = options.delaysMs[attempt];
      if (delay === undefined || !options.shouldRetry(error)) throw error;
      await sleep(delay);
    }
  }
}

/** An HTTP answer that was not 2xx, kept apart from network failures. */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
  readonly status: number;
  constructor(url: string, status: number) {
    super(`${url} answered ${status}`);
    this.status = status;
  }
}

const TRANSIENT_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/** fetch() rejects with a TypeError when the network fails; some statuses mean "try later". */
export function isTransient(error: unknown): boolean {
  if (error instanceof HttpStatusError) return TRANSIENT_STATUSES.has(error.status);
  return error instanceof TypeError;
}

/** A fetch that retries blips and turns a final non-2xx answer into an error. */
export function fetchRetrying(
  fetchImpl: typeof fetch,
  input: string,
  init: RequestInit | undefined,
  options: Omit<RetryOptions, 'shouldRetry'> = { delaysMs: NETWORK_BLIP_DELAYS_MS },
): Promise<Response> {
  return retrying(
    async () => {
      const response = await fetchImpl(input, init);
      if (!response.ok) throw new HttpStatusError(input, response.status);
      return response;
    },
    { ...options, shouldRetry: isTransient },
  );
}
