import type { RecordedEvent } from '../eventstore/port.ts';
import type { Projection } from '../projections/projection.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import type { SessionEvent, UserEvent } from './events.ts';

/** Read model of accounts, used for sign-in and GET /auth/me. Never sent as is. */
export interface UserDoc extends Doc {
  email: string;
  name: string | null;
  passwordHash: string | null;
  googleId: string | null;
  createdAt: string;
  /** Raised by every password change; tokens carrying an older one are refused. Absent: 0. */
  tokenVersion?: number;
}

/** One sign-in or failed attempt, shown to the account owner (GET /auth/sign-ins). */
export interface SignInDoc extends Doc {
  userId: string;
  at: string;
  outcome: 'signed-in' | 'failed';
  method: 'password' | 'google' | 'registration';
  address: string;
  userAgent: string | null;
}

/** A session ended by logout before its token expired; `_id` is the session id. */
export interface RevokedSessionDoc extends Doc {
  userId: string;
  expiresAt: string;
}

/** Sign-ins kept per account: the owner sees the newest 20; older ones are dropped. */
export const SIGN_INS_KEPT = 100;

export const USERS = 'users';
export const SIGN_INS = 'sign_ins';
export const REVOKED_SESSIONS = 'revoked_sessions';

export const usersProjection: Projection = {
  name: 'users',
  collections: [USERS, SIGN_INS, REVOKED_SESSIONS],
  handles: new Set<UserEvent['type'] | SessionEvent['type']>([
    'UserRegistered',
    'GoogleAccountLinked',
    'PasswordChanged',
    'SignedIn',
    'SignInFailed',
    'SignedOut',
  ]),

  async setup(store: ReadStore) {
    await store.collection<UserDoc>(USERS).createIndex(['email']);
    await store.collection<UserDoc>(USERS).createIndex(['googleId']);
    await store.collection<SignInDoc>(SIGN_INS).createIndex(['userId']);
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const users = store.collection<UserDoc>(USERS);
    const event = recorded as unknown as UserEvent | SessionEvent;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, name, passwordHash, googleId, registeredAt } = event.data;
        await users.putIfNewer({ _id: userId, email, name, passwordHash, googleId, createdAt: registeredAt, tokenVersion: 0 }, recorded.position);
        return;
      }
      case 'GoogleAccountLinked': {
        const user = await users.findOne({ _id: event.data.userId });
        if (user) await users.putIfNewer({ ...user, googleId: event.data.googleId }, recorded.position);
        return;
      }
      case 'PasswordChanged': {
        const user = await users.findOne({ _id: event.data.userId });
        const tokenVersion = (user?.tokenVersion ?? 0) + 1;
        if (user) await users.putIfNewer({ ...user, passwordHash: event.data.passwordHash, tokenVersion }, recorded.position);
        return;
      }
      case 'SignedIn':
      case 'SignInFailed': {
        const { userId, at, address, userAgent } = event.data;
        const outcome = event.type === 'SignedIn' ? 'signed-in' : 'failed';
        const method = event.type === 'SignedIn' ? event.data.method : 'password';
        const signIns = store.collection<SignInDoc>(SIGN_INS);
        await signIns.putIfNewer({ _id: recorded.id, userId, at, outcome, method, address, userAgent }, recorded.position);
        // Bounded per account, by the events alone, so a replay keeps the very same ones.
        const older = await signIns.find({ userId }, { sort: { at: -1, _id: -1 }, skip: SIGN_INS_KEPT });
        if (older.length) await signIns.deleteMany({ userId, _id: { $in: older.map((doc) => doc._id) } });
        return;
      }
      case 'SignedOut': {
        const { sessionId, userId, expiresAt, at } = event.data;
        const revoked = store.collection<RevokedSessionDoc>(REVOKED_SESSIONS);
        await revoked.putIfNewer({ _id: sessionId, userId, expiresAt }, recorded.position);
        // A token past its expiry is refused anyway: forgetting its revocation keeps this small.
        await revoked.deleteMany({ userId, expiresAt: { $lt: at } });
        return;
      }
    }
  },
};
