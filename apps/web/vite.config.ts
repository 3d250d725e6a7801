import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz beside every text file of the build, which the server sends when the browser accepts
 * them (@fastify/static preCompressed): the login route's JavaScript travels gzipped/brotli'd, not raw.
 */
function precompress(): Plugin {
  return {
    name: 'poolside-precompress',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? path.join(import.meta.dirname, 'dist');
      const files = (await readdir(dir, { recursive: true })).filter((f) =>
        /\.(js|css|html|svg|json)$/.test(f),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } };
          await writeFile(`${full}.br`, await brotli(body, quality));
          await writeFile(`${full}.gz`, await gzipAsync(body, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The biggest lazy chunk (the rich-text editor, later) stays under this; the login route is measured apart.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The libraries every route needs, in one chunk: one file compresses better than many pieces.
        // Of Mantine only the core and the form controls the login route shows (also on nearly every other page):
        // a chunk of all of it would carry every component into the login route.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /(?:node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@mantine[\\/]core[\\/]esm[\\/]core|clsx)[\\/])|(?:node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Input|InputBase|InlineInput|TextInput|PasswordInput|Checkbox|CloseButton|ActionIcon|Combobox[\\/]ComboboxChevron|NativeSelect)[\\/]|hooks[\\/]esm[\\/](use-merged-ref|use-uncontrolled|use-id)[\\/]))/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
