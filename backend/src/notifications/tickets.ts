/**
 * Stream tickets: EventSource cannot send an Authorization header, and the session token must
 * never travel in a URL (URLs end up in logs and histories). An authenticated POST buys a random
 * ticket that opens one stream within a minute; only its hash is stored (in the read store, so
 * any instance sharing it can redeem it), and redeeming deletes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Doc, ReadStore } from '../readstore/port.ts';

interface TicketDoc extends Doc {
  userId: string;
  expiresAt: number;
}

export const TICKETS = 'notification_stream_tickets';
export const TICKET_TTL_SECONDS = 60;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export function streamTickets(deps: { readStore: ReadStore; now: () => Date }) {
  const tickets = () => deps.readStore.collection<TicketDoc>(TICKETS);
  return {
    async issue(userId: string): Promise<{ ticket: string; expiresInSeconds: number }> {
      const now = deps.now().getTime();
      await tickets().deleteMany({ expiresAt: { $lt: now } });
      const ticket = randomBytes(32).toString('base64url');
      await tickets().upsert({ _id: hash(ticket), userId, expiresAt: now + TICKET_TTL_SECONDS * 1000 });
      return { ticket, expiresInSeconds: TICKET_TTL_SECONDS };
    },
    /** The ticket's user, once; null for an unknown, used or expired ticket. */
    async redeem(ticket: string): Promise<string | null> {
      const id = hash(ticket);
      const doc = await tickets().findOne({ _id: id });
      if (!doc) return null;
      const won = (await tickets().deleteMany({ _id: id })) === 1;
      return won && doc.expiresAt > deps.now().getTime() ? doc.userId : null;
    },
  };
}
