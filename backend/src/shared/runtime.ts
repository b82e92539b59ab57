import { createHash } from 'node:crypto';
import { newUuid } from './uuid.ts';

/** Side effects a decider or handler needs, injected so tests are deterministic. */
export interface Runtime {
  now(): Date;
  newId(): string;
}

export const systemRuntime: Runtime = {
  now: () => new Date(),
  newId: newUuid,
};

/**
 * A UUID-shaped id derived from a name (UUID v5 layout over SHA-256). Used where a retried
 * command must produce the same ids, e.g. the default list created at registration.
 */
export function nameBasedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
