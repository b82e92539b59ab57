/**
 * The spec's alerts and confirmations ('Please enter a valid price', 'Are you sure you want to
 * delete this list?') are the browser's own dialogs, kept behind two functions so tests can
 * answer them.
 */
export function alertUser(message: string): void {
  window.alert(message);
}

export function confirmUser(message: string): boolean {
  return window.confirm(message);
}

/** The message of anything thrown, with the spec's fallback. */
export function messageOf(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
