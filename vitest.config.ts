import { configDefaults, defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace; the browser suite has its own config in e2e/.
const include = ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'];
// Tests that hold real processes to deadlines (a killed server, a killed agent, a parse time
// limit): they run on their own once the rest has finished, so nothing competes for the CPU.
const timed = [
  'apps/*/src/**/*.process.test.ts',
  'apps/server/src/modules/mibs/MibWorkerClient.test.ts',
];
const common = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  setupFiles: ['apps/web/src/testing/asyncTimeout.setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          include,
          exclude: [...configDefaults.exclude, ...timed],
          // Two files at a time even on two cores: most suites wait on a database, a socket or
          // a child process, and each file has its own databases (testDatabases.ts).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'timed',
          include: timed,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
