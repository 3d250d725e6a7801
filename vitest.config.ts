import { defineConfig } from 'vitest/config';

const server = {
  environment: 'node' as const,
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30000,
  hookTimeout: 60000,
  pool: 'forks' as const,
};

// `npm test` runs the server and web projects (the quick loop); `npm run test:system` runs the operations
// commands as separate processes (backup, restore, CLI refusals), slower by nature; CI runs both.
// Each server worker holds a PGlite (~1 GB); two workers keep memory bounded on a 2-core machine.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['apps/server/src/cli/**'],
          maxWorkers: 2,
          // One worker runs many files: modules load once and the embedded database is reused and reset
          // between files (test/pglite-reuse.ts). The server's tests mock no module, so nothing leaks.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          ...server,
          name: 'system',
          include: ['apps/server/src/cli/**/*.test.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
