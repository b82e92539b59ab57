import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contracts/src/**/*.test.ts', 'soak/**/*.test.ts', 'backend/src/**/*.test.ts', 'shell/src/**/*.test.{ts,tsx}', 'shell/kit/{src,build}/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}'],
    // Pact consumer tests write pact files and run in their own step (vitest.pact.config.ts).
    exclude: [...configDefaults.exclude, '**/*.pact.test.ts'],
    pool: 'forks',
    testTimeout: 20_000,
  },
});
