import type { ListPreferences } from '@folio/contracts';
import type { DomainEvent } from '../shared/decider.ts';

/** List events live in the user's book stream (shared/streams.ts). */

export type ListCreated = DomainEvent<
  'ListCreated',
  { listId: string; ownerId: string; name: string; description: string | null; createdAt: string }
>;
export type ListUpdated = DomainEvent<'ListUpdated', { listId: string; name: string; description: string | null }>;
/** The user's default list changed; the previous default is no longer the default. */
export type DefaultListChosen = DomainEvent<'DefaultListChosen', { listId: string; previousListId: string | null }>;
/** The list is gone; whatever it held now belongs to `movedTo`, the default list. */
export type ListDeleted = DomainEvent<'ListDeleted', { listId: string; movedTo: string }>;

/**
 * A deleted list's position for a symbol the receiving list already held joins that holding:
 * `mergedPositionId`'s lots (and realised gain) now belong to `positionId`, and it is gone.
 * Appended with the ListDeleted it follows.
 */
export type PositionsMerged = DomainEvent<'PositionsMerged', { listId: string; positionId: string; mergedPositionId: string; symbol: string }>;

/**
 * Some of the list's portfolio preferences changed: only the fields whose value changed are in
 * the event (the first version carried `taxLotMethod` alone, which is still a valid change set).
 * `taxLotMethod` is how sales in this list pick their tax lots.
 */
export type ListPreferencesChanged = DomainEvent<'ListPreferencesChanged', { listId: string } & Partial<ListPreferences>>;

export type ListEvent = ListCreated | ListUpdated | DefaultListChosen | ListDeleted | PositionsMerged | ListPreferencesChanged;
