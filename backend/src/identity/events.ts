import type { DomainEvent } from '../shared/decider.ts';

/** Stream of one user: `user-{userId}`. */
export const userStream = (userId: string) => `user-${userId}`;

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    name: string | null;
    /** `scrypt$...` for password accounts, null for accounts created through Google. */
    passwordHash: string | null;
    googleId: string | null;
    registeredAt: string;
  }
>;

export type GoogleAccountLinked = DomainEvent<'GoogleAccountLinked', { userId: string; googleId: string }>;

/** The new hash replaces the old one, and every session token issued before it stops working. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; passwordHash: string; changedAt: string }>;

export type UserEvent = UserRegistered | GoogleAccountLinked | PasswordChanged;

/** Stream of one account's sessions (shared/streams.ts, beside the books: both are one user's alone). */
export { sessionsStream } from '../shared/streams.ts';

/** Where a sign-in came from, as the account owner sees it. */
export interface SignInOrigin {
  address: string;
  userAgent: string | null;
}

export type SignedIn = DomainEvent<
  'SignedIn',
  SignInOrigin & { userId: string; sessionId: string; method: 'password' | 'google' | 'registration'; at: string }
>;

/** A wrong password for an existing account (unknown emails are never recorded). */
export type SignInFailed = DomainEvent<'SignInFailed', SignInOrigin & { userId: string; at: string }>;

/** Logout: the one session token stops working before it expires. */
export type SignedOut = DomainEvent<'SignedOut', { userId: string; sessionId: string; expiresAt: string; at: string }>;

export type SessionEvent = SignedIn | SignInFailed | SignedOut;

/**
 * Stream of one email address: `email-{sha256(email)}`. Claiming it with 'no_stream' is what makes
 * emails unique, even with two registrations racing on two servers.
 */
export type EmailClaimed = DomainEvent<'EmailClaimed', { email: string; userId: string }>;
