import { defineConfig } from 'vitest/config';

// Pact's FFI would otherwise send usage statistics; the worker processes inherit this.
process.env.PACT_DO_NOT_TRACK = 'true';

/**
 * Consumer side of the contract tests: the real contracts client against Pact mock servers,
 * writing pacts/ for `node backend/src/pact/provider.pact-verify.ts` to verify afterwards.
 * Keep one test file per consumer: each file merges into its consumer's pact file after every
 * test, and two processes merging into the same file could lose interactions.
 */
export default defineConfig({
  test: {
    include: ['shell/src/**/*.pact.test.ts', 'mfe-*/src/**/*.pact.test.ts'],
    globalSetup: ['./vitest.pact.setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
  },
});
