/**
 * A user's book: their lists and everything in them (positions, sales, cash flows) in one
 * stream. One stream keeps the rules that span lists consistent -- one default list, deleting a
 * list hands its positions to the default list, a sale never over-sells -- without cross-stream
 * transactions, which EventStoreDB does not have.
 */
export const bookStream = (userId: string) => `book-${userId}`;

/** Whether `streamId` is a user's book (`bookStream`). */
export const isBookStream = (streamId: string) => streamId.startsWith('book-');
