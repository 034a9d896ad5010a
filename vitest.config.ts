import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; the browser suite has its own config in e2e/.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['apps/web/src/testing/asyncTimeout.setup.ts'],
  },
});
