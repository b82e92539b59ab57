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
 * Streams whose events write and read only their user's documents (their book, sessions, account,
 * alerts and notifications, smart lists, analyses and recommendations; an account's document is
 * its `users` entry). Each kind touches collections no other kind's events touch, except
 * `notifications-` and `alerts-`: marking notifications read changes the documents an alert's
 * firing makes, so those two keep the log's order between them (`ORDERED_WITH`).
 * projections/book-owner.test.ts checks all of it.
 */
const OWNED_STREAMS = ['book-', 'sessions-', 'user-', 'alerts-', 'notifications-', 'smart-lists-', 'insights-'];
const ORDERED_WITH: Readonly<Record<string, string>> = { 'notifications-': 'alerts-' };

/**
 * Streams that are no user's but touch no user's documents either, only collections no user's
 * stream reads or writes: a symbol's detected trends (the `trends` collection) and an email
 * address's claim at registration (no document).
 */
const UNOWNED_STREAMS = ['trends-', 'email-'];

/**
 * The user whose documents alone `streamId`'s events touch (`OWNED_STREAMS`), or null for any
 * other stream.
 */
export function streamOwner(streamId: string): string | null {
  for (const prefix of OWNED_STREAMS) if (streamId.startsWith(prefix)) return streamId.slice(prefix.length);
  return null;
}

/**
 * The events whose order `streamId`'s events must keep: those of streams with the same answer.
 * Events of two different answers touch different documents, so either may be applied first and
 * the read models end the same (projections/ahead.ts). A user's streams answer their own name, but
 * `notifications-{user}` answers `alerts-{user}`; trends and email claims answer their own name;
 * null for any other stream, whose events keep their place in the log against every other.
 */
export function orderOf(streamId: string): string | null {
  const owner = streamOwner(streamId);
  if (owner !== null) {
    const kind = streamId.slice(0, streamId.length - owner.length);
    return `${ORDERED_WITH[kind] ?? kind}${owner}`;
  }
  return UNOWNED_STREAMS.some((prefix) => streamId.startsWith(prefix)) ? streamId : null;
}
