import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { consentContentId } from '@poolside/contract/constants';
import { chunkGroups } from './build/chunks';
import { mantineCssPerComponent } from './build/mantine-css';

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
    // After the other plugins' writes (the route script, the landing pages): they are compressed too.
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options) {
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
    },
  };
}

/**
 * The translations as JSON files under one directory named by a hash of all of them
 * (`assets/locales-<hash>/<language>/<namespace>.json`, cached like every asset), fetched by lib/i18n.ts: data
 * rather than ~70 lazy JavaScript chunks whose names sat in the entry. Dev and tests import them instead.
 */
function translationsAsJson(): Plugin {
  const localesDir = path.join(import.meta.dirname, 'src/locales');
  let files: { language: string; namespace: string; text: string }[] = [];
  return {
    name: 'poolside-translations-as-json',
    apply: 'build',
    async config() {
      const hash = createHash('sha256');
      files = [];
      const languages = (await readdir(localesDir, { withFileTypes: true })).filter((d) => d.isDirectory());
      for (const language of languages.map((d) => d.name).sort()) {
        for (const file of (await readdir(path.join(localesDir, language))).sort()) {
          if (!file.endsWith('.json')) continue;
          const text = await readFile(path.join(localesDir, language, file), 'utf8');
          // Minified: the files are read by JSON.parse only.
          files.push({ language, namespace: file.slice(0, -5), text: JSON.stringify(JSON.parse(text)) });
          hash.update(`${language}/${file}\0${text}\0`);
        }
      }
      localesUrl = `/assets/locales-${hash.digest('base64url').slice(0, 10)}`;
      return { define: { __LOCALES_URL__: JSON.stringify(localesUrl) } };
    },
    generateBundle() {
      for (const f of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${localesUrl.slice(1)}/${f.language}/${f.namespace}.json`,
          source: f.text,
        });
      }
    },
  };
}

let localesUrl = '';

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
 * arrived and run: one more round trip (or several: a chunk's imports come after it). So the landing routes get
 * a page of their own, index.html with `<link>` preloads of their chunks and stylesheets: the login page on
 * /login (`pages/login.html`), the shell and the dashboard on / (`pages/index.html`), which the server sends for
 * those paths (apps/server/src/plugins/web.ts), fetched beside the framework instead of after it. Links in the
 * HTML cost the main thread nothing after the first paint; links a script inserts cost a request start each.
 * What depends on the browser (the translations of its language, the cookie banner's text until consent) is
 * preloaded by a small script (assets/route-preload-<hash>.js, first in <head>: the CSP allows no inline script).
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
  // API answers each route waits for before its first render (guards.ts: the session).
  const apis: Record<string, string[]> = { '/login': ['/api/dashboard'], '/': ['/api/dashboard'] };
  // The landing routes' pages, by file under dist/ (the server's names: `pages/<route's only segment>.html`).
  const pageFiles: Record<string, string> = { '/login': 'pages/login.html', '/': 'pages/index.html' };
  let routeScript: { file: string; text: string } | undefined;
  let pages: { file: string; html: string }[] = [];
  return {
    name: 'poolside-preload-routes',
    apply: 'build',
    // The entry's stylesheets now come last in the document (end of <body>, below), after the lazy chunks' ones
    // (appended to <head>). Their Mantine rules must still lose to those (a lazy component builds on the entry's:
    // Menu's item on UnstyledButton), so they are put in a layer of their own, declared first in <head>:
    // `@layer mantine-entry, mantine`. Whatever the place of a sheet, mantine-entry < mantine < unlayered.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
        if (!entry) return;
        for (const file of closureOf(bundle, entry, new Set()).css) {
          const asset = bundle[file];
          if (asset?.type !== 'asset' || typeof asset.source !== 'string') continue;
          asset.source = asset.source.replaceAll('@layer mantine{', '@layer mantine-entry{');
        }
      },
    },
    async writeBundle(options) {
      if (!routeScript) return;
      const dir = options.dir ?? path.join(import.meta.dirname, 'dist');
      await writeFile(path.join(dir, routeScript.file), routeScript.text);
      await mkdir(path.join(dir, 'pages'), { recursive: true });
      for (const page of pages) await writeFile(path.join(dir, page.file), page.html);
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
        const map: Record<string, { ns: string[]; api: string[] }> = {};
        const links: Record<string, string[]> = {};
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
          map[route] = { ns: namespaces[route], api: apis[route] };
          links[route] = [
            ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
            ...css.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
          ];
        }
        // The language as lib/i18n.ts picks it: stored choice, else the browser's, else English.
        // Also the API answers the first render waits for (the session is the dashboard answer, on both routes;
        // the cookie banner's text until consent is given), fetched beside the framework, not after it: `fetch()`
        // in lib/api-client.ts (same origin, cors mode) then takes the preloaded answer.
        const script = `(function(){var r=${JSON.stringify(map)}[location.pathname];if(!r)return;var l;try{l=localStorage.getItem('poolside.language')}catch(e){}if(!l){var n=navigator.languages||[];for(var i=0;i<n.length&&!l;i++){var b=n[i].slice(0,2).toLowerCase();l=b==='fr'?'fra':b==='es'?'spa':b==='en'?'eng':null}}var c;try{c=localStorage.getItem('poolside.consent')}catch(e){}function k(h,p,a){var e=document.createElement('link');e.rel=p;if(a)e.as=a;e.crossOrigin='';e.href=h;document.head.appendChild(e)}r.ns.forEach(function(s){k('${localesUrl}/'+(l||'eng')+'/'+s+'.json','preload','fetch')});r.api.concat(c==='yes'?[]:['/api/contents/${consentContentId}']).forEach(function(h){k(h,'preload','fetch')})})();`;
        const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
        routeScript = { file: `assets/route-preload-${hash}.js`, text: script };
        // The first paint (the splash, styled inline) waits for nothing but the HTML: this script is async (high
        // priority: an async script is otherwise fetched last, after the app has asked for the same files), and
        // the stylesheets move to the end of <body> (a stylesheet there holds back only what follows it; the
        // module scripts still run after it has loaded, so React never renders unstyled). The framework chunk's
        // modulepreload comes first: the largest file takes the first free connection.
        const tag = `<script async fetchpriority="high" src="/${routeScript.file}"></script>`;
        const sheets: string[] = [];
        let out = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
          sheets.push(link.trim());
          return '';
        });
        const preloads: string[] = [];
        out = out.replace(/\s*<link rel="modulepreload"[^>]*>/g, (link) => {
          preloads.push(link.trim());
          return '';
        });
        preloads.sort((a, b) => Number(b.includes('/framework-')) - Number(a.includes('/framework-')));
        // (and the body's margin of Mantine's reset: the splash does not move when the stylesheets arrive)
        const layers = '<style>@layer mantine-entry, mantine;body{margin:0}</style>';
        const charset = '<meta charset="UTF-8" />';
        if (!out.includes(charset)) throw new Error('preloadRoutes: index.html without its charset meta');
        out = out.replace(charset, `${charset}\n    ${[layers, ...preloads, tag].join('\n    ')}`);
        out = out.replace('</body>', `  ${sheets.join('\n    ')}\n  </body>`);
        pages = Object.entries(pageFiles).map(([route, file]) => ({
          file,
          html: out.replace(tag, [tag, ...links[route]].join('\n    ')),
        }));
        return out;
      },
    },
  };
}

/**
 * Vite lists, at every dynamic import, the chunks to preload beside the imported one (`__vite__mapDeps`): for ~150
 * lazy routes that list sat in the entry, ~3 KB gzipped of chunk names on the login route. Chunks that are
 * certainly loaded already are left out of it: the entry's (always), and for pages inside the shell the
 * layouts' (the router loads a page's layout beside it, and the layout's import preloads those). Lossless:
 * the browser would skip them anyway.
 */
function trimPreloadLists() {
  const loaded = { always: new Set<string>(), underLayout: new Set<string>(), layouts: new Set<string>() };
  const plugin: Plugin = {
    name: 'poolside-trim-preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        // The chunks and their CSS files (a CSS file already in the page is not loaded again either).
        const always = new Set<string>();
        for (const css of closureOf(bundle, entry, always).css) always.add(css);
        const underLayout = new Set(always);
        for (const layout of ['src/app/authenticated-layout.tsx', 'src/app/public-layout.tsx']) {
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(layout)) ??
            chunks.find((c) => c.moduleIds.some((m) => m.endsWith(layout)));
          if (!chunk) continue;
          loaded.layouts.add(chunk.fileName);
          for (const css of closureOf(bundle, chunk, underLayout).css) underLayout.add(css);
        }
        loaded.always = always;
        loaded.underLayout = underLayout;
      },
    },
  };
  const resolveDependencies = (target: string, deps: string[], context: { hostType: string }) => {
    // index.html's own modulepreload tags (the entry's imports: the framework chunk first of all) stay: the
    // browser's preload scanner starts them before route-preload's script has even run.
    if (context.hostType === 'html') return deps;
    const isShellPage = !loaded.layouts.has(target) && !/(^|\/)(login|recovery)-/.test(path.basename(target));
    const skip = isShellPage ? loaded.underLayout : loaded.always;
    return deps.filter((d) => !skip.has(d));
  };
  return { plugin, resolveDependencies };
}

const trimmedPreloads = trimPreloadLists();

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    mantineCssPerComponent(),
    translationsAsJson(),
    preloadRoutes(),
    trimmedPreloads.plugin,
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports has modulepreload; the polyfill cost the login route ~0.5 KB.
    modulePreload: { polyfill: false, resolveDependencies: trimmedPreloads.resolveDependencies },
    // The biggest lazy chunk (the rich-text editor, later) stays under this; the login route is measured apart.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The chunk rules (build/chunks.ts).
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
