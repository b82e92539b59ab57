import { GMAIL_NOT_CONFIGURED, type GmailMessagesResponse, type GmailStatus } from '@folio/contracts';
import { DomainError } from '../shared/errors.ts';
import { recentMessages, NeedsAuthError, type MailboxSettings } from './mailbox.ts';
import type { GmailOAuth } from './oauth.ts';
import type { TokenVault } from './token-vault.ts';

export class GmailNotConfiguredError extends DomainError {
  constructor() {
    super(503, 'Service Unavailable', GMAIL_NOT_CONFIGURED);
  }
}

export interface GmailDeps {
  /** Null when GOOGLE_CLIENT_ID/SECRET are unset. */
  google: { oauth: GmailOAuth; mailbox: Omit<MailboxSettings, 'onRequest'> } | null;
  vault: TokenVault;
  onRequest: () => void;
  log?: { warn(object: unknown, message: string): void };
}

/** The Labs mailbox widget: connect (auth URL, callback), recent messages, disconnect. */
export function gmailService(deps: GmailDeps) {
  const google = () => {
    if (!deps.google) throw new GmailNotConfiguredError();
    return deps.google;
  };
  return {
    async status(userId: string): Promise<GmailStatus> {
      return { configured: deps.google !== null, connected: deps.google !== null && (await deps.vault.load(userId)) !== null };
    },

    authUrl: (userId: string) => google().oauth.authUrl(userId),

    /** The OAuth return: stores the user's sealed tokens. */
    async connect(state: string, code: string): Promise<void> {
      deps.onRequest();
      const { userId, tokens } = await google().oauth.complete(state, code);
      await deps.vault.save(userId, tokens);
    },

    async messages(userId: string, limit: number): Promise<GmailMessagesResponse> {
      const settings = { ...google().mailbox, onRequest: deps.onRequest };
      const tokens = await deps.vault.load(userId);
      if (!tokens) return { success: false, needsAuth: true, error: 'Gmail is not connected' };
      try {
        const messages = await recentMessages(settings, tokens, limit, (fresh) => deps.vault.save(userId, fresh));
        return { success: true, data: { messages } };
      } catch (error) {
        if (error instanceof NeedsAuthError) {
          await deps.vault.remove(userId);
          return { success: false, needsAuth: true, error: error.message };
        }
        deps.log?.warn({ err: { message: (error as Error).message } }, 'Gmail messages failed');
        return { success: false, error: 'Failed to fetch messages' };
      }
    },

    disconnect: (userId: string) => deps.vault.remove(userId),
  };
}

export type GmailService = ReturnType<typeof gmailService>;
