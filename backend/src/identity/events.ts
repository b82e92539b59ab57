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

export type UserEvent = UserRegistered | GoogleAccountLinked;

/**
 * Stream of one email address: `email-{sha256(email)}`. Claiming it with 'no_stream' is what makes
 * emails unique, even with two registrations racing on two servers.
 */
export type EmailClaimed = DomainEvent<'EmailClaimed', { email: string; userId: string }>;
