/** Events a reactor gave up on after its retries, kept in the read store with their error. */
import type { Doc, ReadStore } from '../readstore/port.ts';

export interface ParkedReaction extends Doc {
  reactor: string;
  eventId: string;
  eventType: string;
  streamId: string;
  position: number;
  attempts: number;
  error: string;
  parkedAt: string;
}

export const PARKED_REACTIONS = 'parked_reactions';

export const parkedReactions = (store: ReadStore) => store.collection<ParkedReaction>(PARKED_REACTIONS);

export const parkedId = (reactor: string, eventId: string) => `${reactor}:${eventId}`;
