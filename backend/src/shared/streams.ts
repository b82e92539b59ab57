/**
 * A user's book: their lists and everything in them (positions, sales, cash flows) in one
 * stream. One stream keeps the rules that span lists consistent -- one default list, deleting a
 * list hands its positions to the default list, a sale never over-sells -- without cross-stream
 * transactions, which EventStoreDB does not have.
 */
export const bookStream = (userId: string) => `book-${userId}`;

/** Whether `streamId` is a user's book (`bookStream`). */
export const isBookStream = (streamId: string) => streamId.startsWith('book-');

/**
 * Stream of one account's sessions (identity/events.ts): `sessions-{userId}`. Kept apart from the
 * user's stream so the many sign-ins do not lengthen the stream every account change folds. No
 * decision depends on them, so they are appended without an expected revision.
 */
export const sessionsStream = (userId: string) => `sessions-${userId}`;

/**
 * Streams whose events write and read only their user's documents, each kind in collections no
 * other kind's events touch (projections/book-owner.test.ts checks both). Not `notifications-`:
 * marking notifications read touches the documents `alerts-` events make.
 */
const OWNED_STREAMS = ['book-', 'sessions-', 'alerts-', 'smart-lists-', 'insights-'];

/**
 * The user whose documents alone `streamId`'s events touch (their book, sessions, alerts, smart
 * lists, analyses and recommendations), or null for any other stream.
 */
export function streamOwner(streamId: string): string | null {
  for (const prefix of OWNED_STREAMS) if (streamId.startsWith(prefix)) return streamId.slice(prefix.length);
  return null;
}
