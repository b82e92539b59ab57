import { z } from 'zod';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

export const RegisterRequestSchema = z
  .object({
    email,
    password: z
      .string({ error: 'Password is required' })
      .min(8, 'Password must be at least 8 characters')
      .max(256, 'Password must be at most 256 characters'),
    name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z
  .object({
    email,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema }).meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Query of the page Google sign-in returns to: success, or a message saying what went wrong. */
export const AuthCallbackQuerySchema = z.object({
  success: z.literal('true').optional(),
  message: z.string().optional(),
});

/** Which sign-in methods this server offers; the screens show only those. */
export const AuthProvidersSchema = z
  .object({
    password: z.literal(true),
    google: z.boolean(),
  })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** A signed-in user changes their password; every other session of the account ends. */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(256),
    newPassword: z
      .string({ error: 'New password is required' })
      .min(8, 'New password must be at least 8 characters')
      .max(256, 'New password must be at most 256 characters'),
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** One sign-in to the account, or a refused attempt with a wrong password, as its owner sees it. */
export const SignInRecordSchema = z
  .object({
    at: z.string(),
    outcome: z.enum(['signed-in', 'failed']),
    method: z.enum(['password', 'google', 'registration']),
    /** The client's address as the server saw it. */
    address: z.string(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'SignInRecord' });
export type SignInRecord = z.infer<typeof SignInRecordSchema>;

export const SignInsResponseSchema = z.object({ signIns: z.array(SignInRecordSchema) }).meta({ id: 'SignInsResponse' });
export type SignInsResponse = z.infer<typeof SignInsResponseSchema>;
