import { describe, it } from 'vitest';
import { ConflictError, NotFoundError } from '../shared/errors.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { emailDecider, userDecider } from './decider.ts';
import type { UserRegistered } from './events.ts';

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    passwordHash: 'scrypt$...',
    googleId: null,
    registeredAt: '2026-01-01T00:00:00.000Z',
  },
};

describe('user decider', () => {
  const spec = deciderSpec(userDecider);

  it('registers a new user', () => {
    spec.given([]).when({ type: 'RegisterUser', data: registered.data }).then([registered]);
  });

  it('refuses to register the same user twice', () => {
    spec.given([registered]).when({ type: 'RegisterUser', data: registered.data }).thenThrows(ConflictError);
  });

  it('links a Google account once', () => {
    const link = { type: 'LinkGoogleAccount' as const, data: { userId: 'u1', googleId: 'g-42' } };
    spec.given([registered]).when(link).then([{ type: 'GoogleAccountLinked', data: { userId: 'u1', googleId: 'g-42' } }]);
    spec.given([registered, { type: 'GoogleAccountLinked', data: { userId: 'u1', googleId: 'g-42' } }]).when(link).then([]);
  });

  it('cannot link a Google account to nobody', () => {
    spec.given([]).when({ type: 'LinkGoogleAccount', data: { userId: 'u1', googleId: 'g' } }).thenThrows(NotFoundError);
  });

  it('changes the password of a registered user only', () => {
    const data = { userId: 'u1', passwordHash: 'scrypt$new', changedAt: '2026-02-01T00:00:00.000Z' };
    spec.given([registered]).when({ type: 'ChangePassword', data }).then([{ type: 'PasswordChanged', data }]);
    spec.given([]).when({ type: 'ChangePassword', data }).thenThrows(NotFoundError);
  });
});

describe('email decider', () => {
  const spec = deciderSpec(emailDecider);
  const claim = (userId: string) => ({ type: 'ClaimEmail' as const, data: { email: 'ada@example.com', userId } });

  it('claims a free email', () => {
    spec.given([]).when(claim('u1')).then([{ type: 'EmailClaimed', data: { email: 'ada@example.com', userId: 'u1' } }]);
  });

  it('lets the same user claim again (an interrupted registration resumes)', () => {
    spec.given([{ type: 'EmailClaimed', data: { email: 'ada@example.com', userId: 'u1' } }]).when(claim('u1')).then([]);
  });

  it('refuses an email claimed by somebody else', () => {
    spec
      .given([{ type: 'EmailClaimed', data: { email: 'ada@example.com', userId: 'u1' } }])
      .when(claim('u2'))
      .thenThrows(ConflictError, 'An account with this email already exists');
  });
});
