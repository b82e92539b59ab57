import { ApiRequestError } from '@folio/contracts/client';

/**
 * The server's own words for a failed call, else the screen's fallback text. Our API answers
 * `{ error, message }`: `error` is the HTTP category ('Bad Gateway'), `message` the sentence a
 * person can act on, so that is what the screens show.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && !GENERATED.test(error.message.trim())) return error.message.trim() || fallback;
  return fallback;
}

/** What the client writes when the server sent no message: not for people (issue 14), the fallback shows instead. */
const GENERATED = /^Request failed with status \d+$/;

/** Any error's message, or 'Unknown error' (the chat reply and the indicators page use it). */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return 'Unknown error';
}
