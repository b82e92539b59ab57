import type { RecordedEvent } from '../eventstore/port.ts';
import type { Projection } from '../projections/projection.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import type { UserEvent } from './events.ts';

/** Read model of accounts, used for sign-in and GET /auth/me. Never sent as is. */
export interface UserDoc extends Doc {
  email: string;
  name: string | null;
  passwordHash: string | null;
  googleId: string | null;
  createdAt: string;
}

export const USERS = 'users';

export const usersProjection: Projection = {
  name: 'users',
  collections: [USERS],
  handles: new Set<UserEvent['type']>(['UserRegistered', 'GoogleAccountLinked']),

  async setup(store: ReadStore) {
    await store.collection<UserDoc>(USERS).createIndex(['email']);
    await store.collection<UserDoc>(USERS).createIndex(['googleId']);
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const users = store.collection<UserDoc>(USERS);
    const event = recorded as unknown as UserEvent;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, name, passwordHash, googleId, registeredAt } = event.data;
        await users.putIfNewer({ _id: userId, email, name, passwordHash, googleId, createdAt: registeredAt }, recorded.position);
        return;
      }
      case 'GoogleAccountLinked': {
        const user = await users.findOne({ _id: event.data.userId });
        if (user) await users.putIfNewer({ ...user, googleId: event.data.googleId }, recorded.position);
        return;
      }
    }
  },
};
