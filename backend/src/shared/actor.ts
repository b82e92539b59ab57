import { nameBasedId } from './runtime.ts';

/** Who is acting, for scoping and event metadata. */
export interface Actor {
  userId: string;
  correlationId?: string;
  /**
   * Ids for what this request creates. Requests with an Idempotency-Key get ids derived from the
   * key, so a retry processed anywhere produces the same ids (and the same event ids).
   */
  newId?: () => string;
}

export function seededIds(seed: string): () => string {
  let counter = 0;
  return () => nameBasedId(seed, String(counter++));
}
