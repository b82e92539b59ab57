import type { SmartListCriteria } from '@folio/contracts';
import type { DomainEvent } from '../shared/decider.ts';

/** A user's smart lists live in `smart-lists-{userId}`, apart from the book: they hold no positions. */
export const smartListsStream = (userId: string) => `smart-lists-${userId}`;

export interface SmartListMemberData {
  memberId: string;
  symbol: string;
  /** Fraction of the list, 0 to 1; the members' weights add up to 1. */
  weight: number;
}

export type SmartListCreated = DomainEvent<
  'SmartListCreated',
  { smartListId: string; name: string; description: string | null; criteria: SmartListCriteria; createdAt: string }
>;
/** The members the criteria chose at `rebalancedAt`, with their weights. Replaces the previous members. */
export type SmartListRebalanced = DomainEvent<
  'SmartListRebalanced',
  { smartListId: string; members: SmartListMemberData[]; weightStrategy: SmartListCriteria['weightStrategy']; rebalancedAt: string }
>;
export type SmartListDeleted = DomainEvent<'SmartListDeleted', { smartListId: string }>;

export type SmartListEvent = SmartListCreated | SmartListRebalanced | SmartListDeleted;

export const SMART_LIST_EVENT_TYPES: ReadonlySet<string> = new Set<SmartListEvent['type']>(['SmartListCreated', 'SmartListRebalanced', 'SmartListDeleted']);
