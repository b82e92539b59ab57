import type { DomainEvent } from '../shared/decider.ts';

/** All lists of one user live in one stream, so "exactly one default" is checked in one place. */
export const listsStream = (userId: string) => `lists-${userId}`;

export type ListCreated = DomainEvent<
  'ListCreated',
  { listId: string; ownerId: string; name: string; description: string | null; createdAt: string }
>;
export type ListUpdated = DomainEvent<'ListUpdated', { listId: string; name: string; description: string | null }>;
/** The user's default list changed; the previous default is no longer the default. */
export type DefaultListChosen = DomainEvent<'DefaultListChosen', { listId: string; previousListId: string | null }>;
/** The list is gone; whatever it held now belongs to `movedTo`, the default list. */
export type ListDeleted = DomainEvent<'ListDeleted', { listId: string; movedTo: string }>;

export type ListEvent = ListCreated | ListUpdated | DefaultListChosen | ListDeleted;
