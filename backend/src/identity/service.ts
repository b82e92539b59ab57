import { createHash } from 'node:crypto';
import type { User } from '@folio/contracts';
import type { ReadStore } from '../readstore/port.ts';
import { handleCommand, type CommandDeps } from '../shared/commands.ts';
import { ConflictError, UnauthorizedError, ValidationError } from '../shared/errors.ts';
import { emailDecider, userDecider } from './decider.ts';
import { userStream } from './events.ts';
import { passwordWeakness, personalWords } from './password-strength.ts';
import type { PasswordHasher } from './passwords.ts';
import { USERS, type UserDoc } from './projection.ts';
import { sessionService } from './sessions.ts';

export interface IdentityDeps extends CommandDeps {
  readStore: ReadStore;
  passwords: PasswordHasher;
  /** Called once a new account exists (the lists feature gives it its default list). */
  onUserRegistered(userId: string): Promise<void>;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const NO_PASSWORD = 'This account signs in with Google and has no password to change';

const emailStream = (email: string) => `email-${createHash('sha256').update(email).digest('hex')}`;

export function toUser(doc: UserDoc): User {
  return { id: doc._id, email: doc.email, name: doc.name, createdAt: doc.createdAt };
}

export function identityService(deps: IdentityDeps) {
  const users = () => deps.readStore.collection<UserDoc>(USERS);

  /** Who holds the email: an earlier, interrupted registration leaves a claim without a user. */
  async function claimant(email: string): Promise<string | null> {
    const [claim] = await deps.events.readStream(emailStream(email), { maxCount: 1 });
    return claim ? (claim.data as { userId: string }).userId : null;
  }

  /**
   * Registration claims the email first (unique across racing requests), then records the user,
   * then gives them a default list. Each step is idempotent, so a registration cut off halfway is
   * completed by the next attempt with the same email instead of locking the address forever.
   */
  async function createAccount(input: {
    email: string;
    name: string | null;
    passwordHash: string | null;
    googleId: string | null;
  }): Promise<User> {
    const previousClaim = await claimant(input.email);
    if (previousClaim && (await deps.events.readStream(userStream(previousClaim), { maxCount: 1 })).length > 0) {
      throw new ConflictError('An account with this email already exists');
    }
    const userId = previousClaim ?? deps.runtime.newId();
    const metadata = { userId };
    await handleCommand(deps, {
      streamId: emailStream(input.email),
      decider: emailDecider,
      command: { type: 'ClaimEmail', data: { email: input.email, userId } },
      metadata,
    });
    const registeredAt = deps.runtime.now().toISOString();
    await handleCommand(deps, {
      streamId: userStream(userId),
      decider: userDecider,
      command: { type: 'RegisterUser', data: { userId, registeredAt, ...input } },
      metadata,
    });
    await deps.onUserRegistered(userId);
    const created = await users().findOne({ _id: userId });
    return created ? toUser(created) : { id: userId, email: input.email, name: input.name, createdAt: registeredAt };
  }

  return {
    createAccount,
    sessions: sessionService(deps),

    /** Refuses a weak or common password (password-strength.ts) before any work is done. */
    async register(input: { email: string; password: string; name?: string | undefined }): Promise<User> {
      const weakness = passwordWeakness(input.password, personalWords(input.email, input.name));
      if (weakness) throw new ValidationError(weakness);
      const passwordHash = await deps.passwords.hash(input.password);
      return createAccount({ email: input.email, name: input.name || null, passwordHash, googleId: null });
    },

    /**
     * Same answer and the same work for an unknown email and a wrong password. A wrong password
     * for an existing account names the account (`failedFor`) so the attempt can be recorded;
     * the caller records it without making the answer wait, so timing does not tell them apart.
     */
    async login(input: { email: string; password: string }): Promise<{ user: User } | { failedFor: string | null }> {
      const user = await users().findOne({ email: input.email });
      const valid = user?.passwordHash
        ? await deps.passwords.verify(input.password, user.passwordHash)
        : await deps.passwords.verifyDecoy(input.password);
      if (!user || !valid) return { failedFor: user?._id ?? null };
      return { user: toUser(user) };
    },

    /** The account's current token version: tokens are issued with it. */
    async tokenVersion(userId: string): Promise<number> {
      return (await users().findOne({ _id: userId }))?.tokenVersion ?? 0;
    },

    /** Replaces the password after checking the current one; every earlier token stops working. */
    async changePassword(userId: string, input: { currentPassword: string; newPassword: string }): Promise<void> {
      const user = await users().findOne({ _id: userId });
      if (!user) throw new UnauthorizedError('Your account no longer exists.');
      if (!user.passwordHash) throw new ValidationError(NO_PASSWORD);
      if (!(await deps.passwords.verify(input.currentPassword, user.passwordHash))) throw new ValidationError(WRONG_CURRENT_PASSWORD);
      const weakness = passwordWeakness(input.newPassword, personalWords(user.email, user.name));
      if (weakness) throw new ValidationError(weakness.replace(/^Password/, 'New password'));
      const passwordHash = await deps.passwords.hash(input.newPassword);
      await handleCommand(deps, {
        streamId: userStream(userId),
        decider: userDecider,
        command: { type: 'ChangePassword', data: { userId, passwordHash, changedAt: deps.runtime.now().toISOString() } },
        metadata: { userId },
      });
    },

    async findById(userId: string): Promise<User | null> {
      const user = await users().findOne({ _id: userId });
      return user ? toUser(user) : null;
    },

    async findByEmail(email: string): Promise<User | null> {
      const user = await users().findOne({ email });
      return user ? toUser(user) : null;
    },

    /** A Google identity signs in the account with its verified email, linking it on first use. */
    async signInWithGoogle(profile: { googleId: string; email: string; name: string | null }): Promise<User> {
      const byGoogle = await users().findOne({ googleId: profile.googleId });
      if (byGoogle) return toUser(byGoogle);
      const byEmail = await users().findOne({ email: profile.email });
      if (!byEmail) return createAccount({ email: profile.email, name: profile.name, passwordHash: null, googleId: profile.googleId });
      await handleCommand(deps, {
        streamId: userStream(byEmail._id),
        decider: userDecider,
        command: { type: 'LinkGoogleAccount', data: { userId: byEmail._id, googleId: profile.googleId } },
        metadata: { userId: byEmail._id },
      });
      return toUser(byEmail);
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
