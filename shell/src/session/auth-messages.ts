/**
 * The texts of the auth screens (core.md sections 2 and 8; dashboard-news-tools.md section 2),
 * and which one a failure shows.
 */
export const AUTH_TEXT = {
  loggingIn: 'Logging in...',
  registering: 'Registering...',
  loginFailed: 'Invalid email or password',
  registerFailed: 'Registration failed',
  googleStartFailed: 'Failed to initiate Google login',
  completing: 'Completing sign in...',
  callbackFailedTitle: 'Authentication Failed',
  callbackSucceeded: 'Sign in successful! Redirecting to your portfolio...',
  noConfirmation: 'Authentication failed - no confirmation received',
  callbackProblem: 'There was a problem signing you in. Please try again.',
  authErrorDefault: 'Authentication failed',
} as const;

/** What a failed auth call left behind; plain data, so it survives Redux's serialisation. */
export interface AuthFailure {
  /** HTTP status, or null when the server was not reached. */
  status: number | null;
  message: string;
}

/** An ApiRequestError (from @folio/contracts, which loads later than these screens) or any error. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { status, message } = error as { status?: unknown; message: unknown };
    return { status: typeof status === 'number' ? status : null, message: String(message) };
  }
  return { status: null, message: String(error) };
}

/** A wrong email or password reads the spec's text; throttling and outages say what happened. */
export function loginFailureMessage(error: unknown): string {
  const { status, message } = toAuthFailure(error);
  if (status === 429 || (status !== null && status >= 500)) return message;
  return AUTH_TEXT.loginFailed;
}

/** 'Registration failed', plus the server's reason (taken email, short password) when it gave one. */
export function registerFailure(error: unknown): { title: string; detail: string | null } {
  const { status, message } = toAuthFailure(error);
  return { title: AUTH_TEXT.registerFailed, detail: status !== null && status < 500 ? message : null };
}

export type CallbackOutcome =
  | { kind: 'failed'; title: string; message: string }
  | { kind: 'exchange' }
  | { kind: 'no-confirmation'; message: string };

/** What /auth/callback does with its query: a message wins, then success=true, else no confirmation. */
export function callbackOutcome(search: URLSearchParams): CallbackOutcome {
  const message = search.get('message');
  if (message !== null) return { kind: 'failed', title: AUTH_TEXT.callbackFailedTitle, message };
  if (search.get('success') === 'true') return { kind: 'exchange' };
  return { kind: 'no-confirmation', message: AUTH_TEXT.noConfirmation };
}

export function authErrorMessage(search: URLSearchParams): string {
  return search.get('message') || AUTH_TEXT.authErrorDefault;
}
