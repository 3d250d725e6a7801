import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The biggest lazy chunk (the rich-text editor, later) stays under this; the login route is measured apart.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The libraries every route needs, in one chunk: one file compresses better than many pieces.
        // (Not Mantine: a chunk of all of it would carry every component into the login route.)
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@mantine[\\/]core[\\/]esm[\\/]core|clsx)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
