import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 15000,
    // One worker runs many files: the libraries (Mantine, icons, charts, jsdom) load once per worker instead of
    // once per file, most of the project's time when isolated. setup.ts puts the worker back as a fresh page
    // after each file and evaluates the app's modules anew.
    isolate: false,
    // As the server project's: projects run in one group only with the same number of workers.
    maxWorkers: 2,
  },
});
