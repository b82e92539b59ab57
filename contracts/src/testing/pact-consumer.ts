/**
 * What every front-end's Pact consumer test shares: the pact against `folio-backend` (written to
 * the repository's pacts/ for `backend/src/pact/provider.pact-verify.ts`), the placeholder session
 * the provider verification swaps for a real one, and the real contracts client pointed at the
 * mock server. Test-only: front-end code never imports it.
 */
import path from 'node:path';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { answerSchemas } from '../client/answers.ts';
import { createApiClient } from '../client.ts';

/** The provider verification swaps this for a real session token of the state's user. */
export const PLACEHOLDER_TOKEN = 'consumer-placeholder-token';
export const bearer = { Authorization: MatchersV3.regex(/^Bearer \S+$/, `Bearer ${PLACEHOLDER_TOKEN}`) };

/**
 * The contracts client, signed in with the placeholder token, against a Pact mock server. It
 * parses every answer with the server's schema (the browser's client only types them), so an
 * interaction whose body the front-end could not read fails here.
 */
export const apiOn = (server: V3MockServer) =>
  createApiClient({ baseUrl: `${server.url}/api`, getToken: () => PLACEHOLDER_TOKEN, answerSchemas });

export function consumerPact(consumer: string) {
  const pact = new PactV4({ consumer, provider: 'folio-backend', dir: path.resolve(import.meta.dirname, '../../../pacts'), logLevel: 'warn' });
  /** A new interaction under the given provider states. */
  const upon = (description: string, ...states: string[]) =>
    states.reduce((interaction, state) => interaction.given(state), pact.addInteraction()).uponReceiving(description);
  return { pact, upon };
}
