/**
 * The sessions of an account: sign-ins and failed attempts recorded as events the owner can read,
 * logout of one session, and the check every request's token goes through (platform/auth.ts).
 */
import type { SignInRecord } from '@folio/contracts';
import type { SessionClaims } from '../platform/auth.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { CommandDeps } from '../shared/commands.ts';
import { sessionsStream, type SessionEvent, type SignedIn, type SignInOrigin } from './events.ts';
import { REVOKED_SESSIONS, SIGN_INS, USERS, type RevokedSessionDoc, type SignInDoc, type UserDoc } from './projection.ts';

/** The newest sign-ins the owner sees. */
export const SIGN_INS_SHOWN = 20;
/** Longer user agents are cut: the log is for reading, not a place to store what a client sends. */
const MAX_USER_AGENT = 300;

export interface SessionDeps extends CommandDeps {
  readStore: ReadStore;
}

export function sessionService(deps: SessionDeps) {
  const origin = (from: SignInOrigin): SignInOrigin => ({ address: from.address, userAgent: from.userAgent?.slice(0, MAX_USER_AGENT) ?? null });

  async function append(userId: string, event: SessionEvent, wait: boolean): Promise<void> {
    const metadata = { userId, occurredAt: deps.runtime.now().toISOString() };
    const streamId = sessionsStream(userId);
    const result = await deps.events.append(streamId, [{ id: deps.runtime.newId(), ...event, metadata }], 'any');
    // Named as its own: applied ahead of other users' queued events (a large import's) when it may be.
    if (wait) await deps.waitForProjections(result.position, { streamId, fromRevision: result.nextRevision, count: 1 });
  }

  return {
    /** A session was opened (register, password or Google sign-in). */
    async signedIn(userId: string, sessionId: string, method: SignedIn['data']['method'], from: SignInOrigin): Promise<void> {
      const at = deps.runtime.now().toISOString();
      await append(userId, { type: 'SignedIn', data: { userId, sessionId, method, at, ...origin(from) } }, true);
    },

    /** A wrong password for an existing account. The caller does not wait for the read model. */
    async signInFailed(userId: string, from: SignInOrigin): Promise<void> {
      await append(userId, { type: 'SignInFailed', data: { userId, at: deps.runtime.now().toISOString(), ...origin(from) } }, false);
    },

    /** Logout: this session's token is refused from now on, though it has not expired. */
    async signedOut(userId: string, sessionId: string, expiresAt: Date): Promise<void> {
      const data = { userId, sessionId, expiresAt: expiresAt.toISOString(), at: deps.runtime.now().toISOString() };
      await append(userId, { type: 'SignedOut', data }, true);
    },

    async signIns(userId: string): Promise<SignInRecord[]> {
      const docs = await deps.readStore.collection<SignInDoc>(SIGN_INS).find({ userId }, { sort: { at: -1 }, limit: SIGN_INS_SHOWN });
      return docs.map(({ at, outcome, method, address, userAgent }) => ({ at, outcome, method, address, userAgent }));
    },

    /** The account exists, the token is of its current version, and its session was not logged out. */
    async isCurrent(claims: SessionClaims): Promise<boolean> {
      const user = await deps.readStore.collection<UserDoc>(USERS).findOne({ _id: claims.sub });
      if (!user || (claims.ver ?? 0) !== (user.tokenVersion ?? 0)) return false;
      // Every token issued since logout existed carries a session id; older ones are refused.
      if (!claims.sid) return false;
      return (await deps.readStore.collection<RevokedSessionDoc>(REVOKED_SESSIONS).findOne({ _id: claims.sid })) === null;
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
