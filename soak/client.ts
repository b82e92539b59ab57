/**
 * HTTP calls of the suite: each one timed under its route's name, and every command kept in a
 * ledger with the Idempotency-Key it carried and how it was answered, for the checks afterwards.
 */
import { randomBytes } from 'node:crypto';

export interface Answer {
  /** 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  body: unknown;
  ms: number;
}

export type Outcome = 'acknowledged' | 'refused' | 'unknown';

/** One command sent: an acknowledged one (2xx) must be in the log exactly once. */
export interface Command {
  kind: string;
  userId: string;
  method: string;
  /** As the server sees it (path and query): part of the idempotency record's key. */
  url: string;
  key: string;
  body: unknown;
  token: string;
  status: number;
  outcome: Outcome;
  /** Rows of an import, when the answer said how many went in. */
  imported?: number;
}

export const outcomeOf = (status: number): Outcome => (status >= 200 && status < 300 ? 'acknowledged' : status >= 400 && status < 500 ? 'refused' : 'unknown');

export class Recorder {
  readonly latencies = new Map<string, number[]>();
  readonly statuses = new Map<string, Map<number, number>>();

  record(route: string, ms: number, status: number) {
    if (!this.latencies.has(route)) this.latencies.set(route, []);
    this.latencies.get(route)!.push(ms);
    const counts = this.statuses.get(route) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(route, counts);
  }
}

export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; key?: string; timeoutMs?: number; recorder?: Recorder; route?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  let status = 0;
  let body: unknown = null;
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    status = response.status;
    const text = await response.text();
    body = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  } catch (error) {
    body = error instanceof Error ? error.message : String(error);
  }
  const ms = performance.now() - started;
  options.recorder?.record(options.route ?? `${method} ${url.split('?')[0]}`, ms, status);
  return { status, body, ms };
}

export class Ledger {
  readonly commands: Command[] = [];

  /** Sends a command with a fresh Idempotency-Key (or `key`) and records how it was answered. */
  async send(
    base: string,
    user: { userId: string; token: string },
    kind: string,
    method: string,
    url: string,
    body: unknown,
    options: { recorder?: Recorder; route?: string; key?: string; timeoutMs?: number } = {},
  ): Promise<Answer & { command: Command }> {
    const key = options.key ?? `${kind}-${randomBytes(8).toString('hex')}`;
    const command: Command = { kind, userId: user.userId, method, url, key, body, token: user.token, status: -1, outcome: 'unknown' };
    this.commands.push(command);
    const answer = await call(base, method, url, { token: user.token, body, key, ...options });
    command.status = answer.status;
    command.outcome = outcomeOf(answer.status);
    return { ...answer, command };
  }

  /** Sends an unanswered command again with the same key (a client retrying after a crash). */
  async retry(base: string, command: Command, options: { recorder?: Recorder; timeoutMs?: number } = {}) {
    const answer = await call(base, command.method, command.url, { token: command.token, body: command.body, key: command.key, ...options });
    command.status = answer.status;
    command.outcome = outcomeOf(answer.status);
    return answer;
  }
}

export const strongPassword = () => `Soak-${randomBytes(9).toString('base64url')}-trail`;
