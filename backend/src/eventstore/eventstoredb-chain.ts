/** The recorded chain start of an EventStoreDB log that held events before the hash chain existed. */
import { randomUUID } from 'node:crypto';
import { chainHash, expectedHash, GENESIS_HASH, type ChainStart } from './hash-chain.ts';
import type { EventStore, NewEvent } from './port.ts';

/** The stream holding the one ChainStarted event of a log upgraded to the hash chain. */
export const CHAIN_STREAM = 'folio-hash-chain';

/** The ChainStarted event over every event up to `throughPosition` (written before the chain), with its link. */
export async function chainStartMarker(store: EventStore, throughPosition: number): Promise<{ marker: NewEvent; hash: string }> {
  let previous = GENESIS_HASH;
  let events = 0;
  for (let after: number | null = null; ; ) {
    const page = await store.readAll({ after, maxCount: 1000 });
    if (page.length === 0) break;
    for (const event of page) previous = expectedHash(previous, event);
    events += page.length;
    after = page.at(-1)!.position;
  }
  const start: ChainStart = { throughPosition, events, hash: previous, at: new Date().toISOString() };
  const marker: NewEvent = { id: randomUUID(), type: 'ChainStarted', data: start, metadata: { occurredAt: start.at } };
  return { marker, hash: chainHash(previous, CHAIN_STREAM, 0, marker.type, JSON.stringify(marker.data), JSON.stringify(marker.metadata)) };
}
