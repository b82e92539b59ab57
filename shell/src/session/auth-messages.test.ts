import { ApiRequestError } from '@folio/contracts/client';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, callbackOutcome, loginFailureMessage, registerFailure } from './auth-messages.ts';

describe('auth messages', () => {
  it('says "Invalid email or password" for a rejected login', () => {
    expect(loginFailureMessage(new ApiRequestError(401, 'Unauthorized', 'nope'))).toBe('Invalid email or password');
    expect(loginFailureMessage(new ApiRequestError(400, 'Bad Request', 'Email is required'))).toBe(
      'Invalid email or password',
    );
  });

  it('passes throttling through so the user knows to wait', () => {
    expect(loginFailureMessage(new ApiRequestError(429, 'Too Many Requests', 'Too many attempts, retry in 15 minutes'))).toBe(
      'Too many attempts, retry in 15 minutes',
    );
  });

  it('titles a failed registration "Registration failed" with the reason when the server gave one', () => {
    expect(registerFailure(new ApiRequestError(409, 'Conflict', 'That email is already registered'))).toEqual({
      title: 'Registration failed',
      detail: 'That email is already registered',
    });
    expect(registerFailure(new TypeError('fetch failed'))).toEqual({ title: 'Registration failed', detail: null });
  });

  it('reads the callback query: message first, then success=true, else no confirmation', () => {
    expect(callbackOutcome(new URLSearchParams('message=Access%20denied&success=true'))).toEqual({
      kind: 'failed',
      title: 'Authentication Failed',
      message: 'Access denied',
    });
    expect(callbackOutcome(new URLSearchParams('success=true'))).toEqual({ kind: 'exchange' });
    expect(callbackOutcome(new URLSearchParams(''))).toEqual({
      kind: 'no-confirmation',
      message: 'Authentication failed - no confirmation received',
    });
  });

  it('shows the /auth/error message or "Authentication failed"', () => {
    expect(authErrorMessage(new URLSearchParams('message=Account%20locked'))).toBe('Account locked');
    expect(authErrorMessage(new URLSearchParams(''))).toBe('Authentication failed');
  });
});

describe('failures that went through Redux', () => {
  it('keep their status as plain data', () => {
    expect(loginFailureMessage({ status: 429, message: 'Rate limit exceeded, retry in 15 minutes' })).toBe(
      'Rate limit exceeded, retry in 15 minutes',
    );
    expect(loginFailureMessage({ status: 401, message: 'Wrong' })).toBe('Invalid email or password');
    expect(registerFailure({ status: 409, message: 'Email already registered' }).detail).toBe('Email already registered');
  });
});
