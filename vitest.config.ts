import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contracts/src/**/*.test.ts', 'backend/src/**/*.test.ts', 'shell/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}'],
    pool: 'forks',
    testTimeout: 20_000,
  },
});
