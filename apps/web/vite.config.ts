import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
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

/** A chunk's file and its static imports (transitively), with the CSS files they load. */
function closureOf(bundle: OutputBundle, start: OutputChunk, skip: Set<string>) {
  const files: string[] = [];
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (skip.has(chunk.fileName)) return;
    skip.add(chunk.fileName);
    files.push(chunk.fileName);
    for (const f of (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ??
      []) {
      css.add(f);
    }
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return { files, css: [...css] };
}

/**
 * The lazy chunks of a route are only found once the router runs, after the entry and the framework chunk have
 * arrived and run: one more round trip (or several: a chunk's imports come after it). So index.html gets a small
 * script that preloads the chunks (and translations) of the route being opened: the login page on /login, the
 * shell and the dashboard on /, fetched beside the framework instead of after it. A file of its own
 * (assets/route-preload-<hash>.js, first in <head>): the CSP allows no inline script.
 */
function preloadRoutes(): Plugin {
  const routes: Record<string, string[]> = {
    '/login': ['src/features/auth/pages/login-page.tsx'],
    '/': ['src/app/authenticated-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'],
  };
  // Translation namespaces each route loads (lazy-page.ts, guards.ts): the root's and the route's own.
  const namespaces: Record<string, string[]> = {
    '/login': ['common', 'content', 'auth'],
    '/': ['common', 'content', 'shell', 'notifications', 'warranty', 'dashboard'],
  };
  let routeScript: { file: string; text: string } | undefined;
  return {
    name: 'poolside-preload-routes',
    apply: 'build',
    async writeBundle(options) {
      if (!routeScript) return;
      const dir = options.dir ?? path.join(import.meta.dirname, 'dist');
      await writeFile(path.join(dir, routeScript.file), routeScript.text);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        // The chunk holding a module (its facade, or one of a group's modules).
        const byModule = (suffix: string) =>
          chunks.find((c) => c.facadeModuleId?.endsWith(suffix)) ??
          chunks.find((c) => c.moduleIds.some((m) => m.endsWith(suffix)));
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('preloadRoutes: no entry chunk');
        const seen = new Set<string>();
        closureOf(bundle, entry, seen);
        const map: Record<string, { js: string[]; css: string[]; i18n: Record<string, string[]> }> = {};
        for (const [route, modules] of Object.entries(routes)) {
          const routeSeen = new Set(seen);
          const js: string[] = [];
          const css: string[] = [];
          for (const m of modules) {
            const chunk = byModule(m);
            if (!chunk) throw new Error(`preloadRoutes: no chunk for ${m}`);
            const c = closureOf(bundle, chunk, routeSeen);
            js.push(...c.files);
            css.push(...c.css);
          }
          const i18n: Record<string, string[]> = {};
          for (const chunk of chunks) {
            for (const id of chunk.moduleIds) {
              const match = id.match(/locales\/(\w+)\/(\w+)\.json$/);
              if (!match || !namespaces[route].includes(match[2])) continue;
              const files = i18n[match[1]] ?? [];
              i18n[match[1]] = files;
              if (!files.includes(chunk.fileName)) files.push(chunk.fileName);
            }
          }
          map[route] = { js, css, i18n };
        }
        // The language as lib/i18n.ts picks it: stored choice, else the browser's, else English.
        const script = `(function(){var r=${JSON.stringify(map)}[location.pathname];if(!r)return;var l;try{l=localStorage.getItem('poolside.language')}catch(e){}if(!l){var n=navigator.languages||[];for(var i=0;i<n.length&&!l;i++){var b=n[i].slice(0,2).toLowerCase();l=b==='fr'?'fra':b==='es'?'spa':b==='en'?'eng':null}}var a=r.js.concat(r.i18n[l||'eng']||[]);function k(h,p){var e=document.createElement('link');e.rel=p;if(p==='preload')e.as='style';e.crossOrigin='';e.href='/'+h;document.head.appendChild(e)}a.forEach(function(h){k(h,'modulepreload')});r.css.forEach(function(h){k(h,'preload')})})();`;
        const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
        routeScript = { file: `assets/route-preload-${hash}.js`, text: script };
        const tag = `<script src="/${routeScript.file}"></script>`;
        return html.replace('<head>', `<head>\n    ${tag}`);
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), preloadRoutes(), precompress()],
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
            // Translations the shell and the dashboard load, one chunk per language (the login's stay apart).
            {
              debugName: 'translations of the shell',
              name: (id) => /locales[\\/](\w+)[\\/]/.exec(id)?.[1].concat('-shell') ?? null,
              test: /locales[\\/]\w+[\\/](shell|notifications|warranty|dashboard)\.json$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
