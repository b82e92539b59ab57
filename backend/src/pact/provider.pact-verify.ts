/**
 * Provider side of the contract tests: verifies every pact in pacts/ (written by
 * `vitest run --config vitest.pact.config.ts`) against the real backend.
 *
 *   node backend/src/pact/provider.pact-verify.ts
 *
 * A plain script rather than a *.test.ts: it must run after the consumer tests, as its own
 * step, and the main vitest run must not pick it up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { createTestApp } from '../testing/test-app.ts';
import { providerStates, type World } from './provider-states.ts';

// Read by Pact's native library when it runs, so setting it here is early enough.
process.env.PACT_DO_NOT_TRACK = 'true';

const PACT_DIR = path.resolve(import.meta.dirname, '../../../pacts');
const PROVIDER = 'folio-backend';

function pactFiles(): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(PACT_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    // reported below
  }
  if (names.length === 0) throw new Error(`No pacts in ${PACT_DIR}: run the consumer tests first (vitest run --config vitest.pact.config.ts).`);
  return names.map((name) => path.join(PACT_DIR, name));
}

/** Pact only warns about a state without a handler and then runs the interaction anyway: refuse up front. */
function checkStatesHandled(files: string[]) {
  const missing = new Set<string>();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: { providerStates?: { name: string }[] }[] };
    for (const interaction of pact.interactions) {
      for (const state of interaction.providerStates ?? []) if (!(state.name in providerStates)) missing.add(state.name);
    }
  }
  if (missing.size > 0) throw new Error(`No provider state handler for: ${[...missing].map((name) => `'${name}'`).join(', ')}`);
}

async function verify() {
  const files = pactFiles();
  checkStatesHandled(files);

  const world: World = { app: await createTestApp(), token: null, defaultListId: null };
  await world.app.server.ready();

  // One stable address for the verifier while every interaction gets a fresh app behind it:
  // `routing` is the request handler Fastify itself gives its HTTP server, so the whole request
  // lifecycle (auth hook, validation, error handler, serializer) runs as in production.
  const front = http.createServer((request, response) => world.app.server.routing(request, response));
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;

  const stateHandlers = Object.fromEntries(
    Object.entries(providerStates).map(([name, setUp]) => [name, { setup: () => setUp(world) }]),
  );

  try {
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: files,
      stateHandlers,
      beforeEach: async () => {
        await world.app.close();
        world.app = await createTestApp();
        await world.app.server.ready();
        world.token = null;
        world.defaultListId = null;
      },
      // The consumers send a placeholder bearer token; the provider needs one of the state's user.
      requestFilter: (request: http.IncomingMessage, _response: http.ServerResponse, next: () => void) => {
        if (request.headers.authorization && world.token) request.headers.authorization = `Bearer ${world.token}`;
        next();
      },
      logLevel: 'warn',
    }).verifyProvider();
  } finally {
    await new Promise((resolve) => front.close(resolve));
    await world.app.close();
  }
}

const started = performance.now();
try {
  await verify();
  console.log(`Pact verification passed (${Math.round(performance.now() - started)} ms).`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // A failed verification rejects with the whole result as JSON; the readable report is already printed.
  console.error(message.startsWith('{') ? 'Pact verification failed: see the report above.' : message);
  process.exitCode = 1;
}
