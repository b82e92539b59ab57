/** Helpers shared by the event store contract suites. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EventStore, NewEvent, RecordedEvent } from './port.ts';

export const occurredAt = '2026-11-21T10:00:00.000Z';

export function newEvent(type = 'PositionOpened', data: unknown = { symbol: 'ACME' }): NewEvent {
  return { id: randomUUID(), type, data, metadata: { occurredAt, userId: 'user-1' } };
}

export const streamName = (prefix = 'portfolio') => `${prefix}-${randomUUID()}`;

/** Own events of `streams` in $all after `after`, paging with `pageSize`. */
export async function readOwn(store: EventStore, streams: string[], after: number | null, pageSize = 100) {
  const own: RecordedEvent[] = [];
  for (let cursor = after, pages = 0; pages < 10_000; pages++) {
    const page = await store.readAll({ after: cursor, maxCount: pageSize });
    if (page.length === 0) break;
    expect(page.length).toBeLessThanOrEqual(pageSize);
    own.push(...page.filter((e) => streams.includes(e.streamId)));
    cursor = page.at(-1)!.position;
  }
  return own;
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function expectIncreasing(positions: number[]) {
  for (let i = 1; i < positions.length; i++) expect(positions[i]!).toBeGreaterThan(positions[i - 1]!);
}

/** The error an operation was rejected with; fails the test if it succeeded. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected the append to be rejected'),
    (error: unknown) => error,
  );
}

