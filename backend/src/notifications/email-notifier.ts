/**
 * Sends an EMAIL-channel alert's notification by mail. Shaped as a reactor (name, handles,
 * react): it follows the log, and a redelivered event is recognised by the record of what was
 * sent (keyed by the event id), so each firing is mailed once.
 */
import type { AlertTriggered } from '../alerts/events.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import type { Mailer } from './mailer.ts';

export const SENT_EMAILS = 'notification_emails_sent';

interface SentDoc extends Doc {
  to: string;
  sentAt: string;
}

export interface EmailNotifierDeps {
  mailer: Mailer;
  readStore: ReadStore;
  /** The user's email address, or null when the account is gone. */
  emailOf(userId: string): Promise<string | null>;
  now(): Date;
}

export function emailNotifier(deps: EmailNotifierDeps) {
  return {
    name: 'notification-email',
    handles: new Set(['AlertTriggered']) as ReadonlySet<string>,
    async react(recorded: RecordedEvent): Promise<void> {
      const event = recorded as unknown as AlertTriggered;
      if (event.type !== 'AlertTriggered' || event.data.channel !== 'EMAIL') return;
      const sent = deps.readStore.collection<SentDoc>(SENT_EMAILS);
      if (await sent.findOne({ _id: recorded.id })) return;
      const userId = recorded.metadata.userId ?? recorded.streamId.replace(/^alerts-/, '');
      const to = await deps.emailOf(userId);
      if (!to) return;
      await deps.mailer.send({
        id: recorded.id,
        to,
        subject: `Folio alert: ${event.data.symbol}`,
        text: `${event.data.message}\n\nTriggered at ${event.data.triggeredAt}.\n\nManage your alerts in Folio under Alerts.`,
      });
      await sent.upsert({ _id: recorded.id, to, sentAt: deps.now().toISOString() });
    },
  };
}
