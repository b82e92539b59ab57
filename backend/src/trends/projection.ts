/**
 * Two read models: the detected trends, and which users follow which symbols (every position in
 * any of their lists, watch-only ones included), kept from the book's position events so the
 * detector knows what to look at and a user's dashboard which trends are theirs.
 */
import type { Trend } from '@folio/contracts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Projection } from '../projections/projection.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import type { TrendEvent } from './events.ts';

export interface TrendDoc extends Doc {
  symbol: string;
  day: string;
  signalType: string;
  strength: string;
  message: string;
  createdAt: string;
}

/** One per open position: its owner and symbol. */
export interface FollowedSymbolDoc extends Doc {
  ownerId: string;
  symbol: string;
}

export const TRENDS = 'trends';
export const FOLLOWED_SYMBOLS = 'trend_followed_symbols';

type PositionEvent =
  | { type: 'PositionOpened'; data: { positionId: string; symbol: string } }
  | { type: 'PositionRemoved'; data: { positionId: string } }
  | { type: 'PositionsMerged'; data: { mergedPositionId: string } };

export const trendsProjection: Projection = {
  name: 'trends',
  collections: [TRENDS, FOLLOWED_SYMBOLS],
  handles: new Set(['TrendDetected', 'PositionOpened', 'PositionRemoved', 'PositionsMerged']),

  async setup(store: ReadStore) {
    await store.collection<TrendDoc>(TRENDS).createIndex(['symbol']);
    await store.collection<FollowedSymbolDoc>(FOLLOWED_SYMBOLS).createIndex(['ownerId']);
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const event = recorded as unknown as TrendEvent | PositionEvent;
    const at = recorded.position;
    const followed = store.collection<FollowedSymbolDoc>(FOLLOWED_SYMBOLS);
    switch (event.type) {
      case 'TrendDetected': {
        const { trendId, symbol, day, signalType, strength, message, detectedAt } = event.data;
        await store.collection<TrendDoc>(TRENDS).putIfNewer({ _id: trendId, symbol, day, signalType, strength, message, createdAt: detectedAt }, at);
        return;
      }
      case 'PositionOpened': {
        const ownerId = recorded.metadata.userId ?? recorded.streamId.replace(/^book-/, '');
        await followed.putIfNewer({ _id: event.data.positionId, ownerId, symbol: event.data.symbol }, at);
        return;
      }
      case 'PositionRemoved':
        await followed.deleteIfNewer(event.data.positionId, at);
        return;
      case 'PositionsMerged':
        await followed.deleteIfNewer(event.data.mergedPositionId, at);
        return;
    }
  },
};

export function trendFromDoc(doc: TrendDoc): Trend {
  return { id: doc._id, symbol: doc.symbol, signalType: doc.signalType, strength: doc.strength, message: doc.message, createdAt: doc.createdAt };
}
