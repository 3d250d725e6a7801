// The chunk rules of the build (vite.config.ts `codeSplitting`): which modules go into which chunk.
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/** Mantine's global sheets: first in the framework chunk, so they come first in the CSS. */
const globalStyles = '\0virtual:mantine-styles';

/** The libraries every route needs. */
const frameworkModules =
  /(?:node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@mantine[\\/]core[\\/]esm[\\/]core|clsx)[\\/])|(?:node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Input|InputBase|InlineInput|TextInput|PasswordInput|Checkbox|CloseButton|ActionIcon|Combobox[\\/]ComboboxChevron|NativeSelect|Stack|Group|Center)[\\/]|hooks[\\/]esm[\\/](use-merged-ref|use-uncontrolled|use-id)[\\/]))/;

/**
 * The groups of rolldown's `codeSplitting`, in order. The libraries every route needs, in one chunk: one file
 * compresses better than many pieces. Of Mantine only the core and the form controls the login route shows
 * (also on nearly every other page): a chunk of all of it would carry every component into the login route.
 * Of those libraries, only the modules the login route uses (landingGroups): the rest of what the app takes
 * from them (`useQueries`, infinite queries, router hooks of other pages…) goes with the routes that use it.
 */
export function chunkGroups() {
  const landing = landingGroups();
  return [
    {
      name: (id: string, ctx: ChunkingContext) =>
        id === globalStyles || (frameworkModules.test(id) && landing.isOnLogin(id, ctx)) ? 'framework' : null,
    },
    // The app's own modules the entry and nearly every lazy chunk share: one chunk, not eight small ones
    // (rolldown splits modules shared by the entry and the lazy routes off the entry).
    {
      name: 'boot',
      test: /src[\\/](lib[\\/](i18n|session|api-client|query-client|storage-keys|language)|app[\\/]paths|components[\\/]brand-mark|components[\\/]language-picker)\.tsx?$|packages[\\/]contract[\\/]src[\\/](constants|errors|languages)\.ts$/,
    },
    // The landing routes' own modules, a few chunks rather than dozens (landingGroups). Exactly the modules
    // named: their imports that belong elsewhere (the login's, the entry's) stay there.
    { name: landing.groupOf, includeDependenciesRecursively: false },
    // What other routes take from those libraries (small helpers of Mantine's core, mostly), in one lazy chunk
    // rather than a file per helper.
    { name: 'framework-more', test: frameworkModules },
  ];
}

/**
 * The first load of the two landing routes in few files. Left alone, rolldown cuts every module that two lazy
 * routes share into a chunk of its own: the dashboard loaded ~40 JavaScript and ~20 CSS files (Card, Badge,
 * Popover, IconMail…), on HTTP/1.1's six connections a round trip per few files. Here, by the static import graph:
 * - `shell`: what the logged-in layout (`app/authenticated-layout.tsx`) needs, beyond the entry;
 * - `dashboard`: the dashboard page and what it needs beyond that (every session lands there after the login);
 * - `login-ui`: what the login page needs beyond the entry (not the page itself: other routes stay lazy on /login).
 * A later route that uses, say, Card loads the `dashboard` chunk, which the landing page has brought already.
 * The login route's bytes do not change (its set is taken out of the others). A module of the entry is left
 * to the `framework`/`boot` groups and the entry. `isOnLogin` says whether the login route (the entry and the
 * login page) uses a module.
 */
function landingGroups() {
  const src = (file: string) => path.join(import.meta.dirname, '..', 'src', file);
  const roots = {
    entry: src('main.tsx'),
    login: src('features/auth/pages/login-page.tsx'),
    shell: src('app/authenticated-layout.tsx'),
    dashboard: src('features/dashboard/pages/dashboard-page.tsx'),
  };
  let graph: { groupOf: Map<string, string>; onLogin: Set<string> } | undefined;
  const graphOf = (ctx: ChunkingContext) => {
    if (!graph) {
      const closure = usedClosure(ctx);
      const map = new Map<string, string>();
      for (const m of closure(roots.dashboard)) map.set(m, 'dashboard');
      for (const m of closure(roots.shell)) map.set(m, 'shell');
      const login = closure(roots.login);
      for (const m of login) map.set(m, 'login-ui');
      map.delete(roots.login);
      const entry = closure(roots.entry);
      for (const m of entry) map.delete(m);
      graph = { groupOf: map, onLogin: new Set([...entry, ...login]) };
    }
    return graph;
  };
  return {
    groupOf: (id: string, ctx: ChunkingContext): string | null => graphOf(ctx).groupOf.get(id) ?? null,
    isOnLogin: (id: string, ctx: ChunkingContext): boolean => graphOf(ctx).onLogin.has(id),
  };
}

type ImportEdge = { spec: string; names: string[] | null };
type Reexport = { spec: string; name: string | null };

/**
 * The modules a module really needs, transitively. The plain import graph says every Mantine component is needed
 * by whoever imports one from `@mantine/core` (its index re-exports them all; the bundler drops the unused ones
 * later): through a re-exporting module (an index: only imports and exports) this follows the imported names
 * only. Statements are read from each module's (transformed) code; an import it cannot place is followed whole,
 * so the answer errs on the larger side.
 */
function usedClosure(ctx: ChunkingContext) {
  // `import … from "x"`, `import "x"`, `export {…} from "x"`, `export * from "x"` (not `import("x")`).
  const statement =
    /(?:^|[;\n])\s*(?:(import)\s*(?!\(|\.)([\w$\s{},*]*?)\s*(?:from\s*)?|(export)\s*([{*][\w$\s{},*]*?)\s*from\s*)["']([^"']+)["']/g;
  const parsed = new Map<
    string,
    { edges: ImportEdge[]; reexports: Map<string, Reexport>; stars: string[]; isIndex: boolean }
  >();
  const namesOf = (clause: string): string[] | null => {
    if (clause === '') return [];
    if (clause.includes('*')) return null;
    const names: string[] = [];
    const braces = clause.match(/\{([^}]*)\}/);
    const head = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (head && head !== 'type') names.push('default');
    for (const part of braces?.[1].split(',') ?? []) {
      const words = part.trim().split(/\s+/);
      if (words[0] === 'type' || words[0] === '') continue;
      names.push(words[0]);
    }
    return names;
  };
  const parse = (id: string) => {
    const known = parsed.get(id);
    if (known) return known;
    const code = ctx.getModuleInfo(id)?.code ?? '';
    const edges: ImportEdge[] = [];
    const reexports = new Map<string, Reexport>();
    const stars: string[] = [];
    const locals = new Map<string, Reexport>();
    for (const [, isImport, importClause, , exportClause, spec] of code.matchAll(statement)) {
      const clause = (isImport ? importClause : exportClause).trim();
      if (isImport) {
        if (/^type\s/.test(clause)) continue;
        edges.push({ spec, names: namesOf(clause) });
        const ns = clause.match(/\*\s*as\s+(\w+)/);
        if (ns) locals.set(ns[1], { spec, name: null });
        const head = clause
          .replace(/\{[^}]*\}/, '')
          .replace(/,/g, ' ')
          .trim();
        if (head && !head.includes('*') && head !== 'type') locals.set(head, { spec, name: 'default' });
        for (const part of clause.match(/\{([^}]*)\}/)?.[1].split(',') ?? []) {
          const [imported, , local = imported] = part.trim().split(/\s+/);
          if (imported) locals.set(local, { spec, name: imported });
        }
      } else if (clause.startsWith('*')) {
        const as = clause.match(/\*\s*as\s+(\w+)/);
        if (as) reexports.set(as[1], { spec, name: null });
        else stars.push(spec);
        edges.push({ spec, names: null });
      } else {
        const names: string[] = [];
        for (const part of clause.match(/\{([^}]*)\}/)?.[1].split(',') ?? []) {
          const [imported, , exported = imported] = part.trim().split(/\s+/);
          if (!imported || imported === 'type') continue;
          reexports.set(exported, { spec, name: imported });
          names.push(imported);
        }
        edges.push({ spec, names });
      }
    }
    // `export { a, b as c };` of names imported above.
    for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
      for (const part of list.split(',')) {
        const [local, , exported = local] = part.trim().split(/\s+/);
        const from = local && locals.get(local);
        if (from) reexports.set(exported, from);
      }
    }
    // An index: nothing but import and export statements (and comments).
    const rest = code
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/[^\n]*/g, '')
      .replace(/(?:import|export)\s*[^;'"]*?\s*(?:from\s*)?["'][^"']+["']\s*;?/g, '')
      .replace(/export\s*\{[^}]*\}\s*;?/g, '')
      .trim();
    const result = { edges, reexports, stars, isIndex: code !== '' && rest === '' };
    parsed.set(id, result);
    return result;
  };
  // The module a specifier of `from` names, among the bundler's resolved imports of `from`.
  const importedIds = new Map<string, string[]>();
  const resolve = (from: string, spec: string): string[] => {
    let ids = importedIds.get(from);
    if (!ids) {
      ids = ctx.getModuleInfo(from)?.importedIds ?? [];
      importedIds.set(from, ids);
    }
    if (spec.startsWith('.')) {
      const base = path.resolve(path.dirname(from), spec).replace(/\.[mc]?[jt]sx?$/, '');
      return ids.filter(
        (m) =>
          m.replace(/\.[mc]?[jt]sx?$/, '') === base ||
          m.startsWith(`${base}/index.`) ||
          m === path.resolve(path.dirname(from), spec),
      );
    }
    const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    return ids.filter((m) => m.includes(`/node_modules/${pkg}/`) || m === `\0${spec}`);
  };
  return (root: string) => {
    if (!ctx.getModuleInfo(root)) throw new Error(`usedClosure: no module ${root}`);
    const whole = new Set<string>();
    const someOf = new Map<string, Set<string>>();
    const visit = (id: string, names: string[] | null) => {
      if (whole.has(id)) return;
      const { edges, reexports, stars, isIndex } = parse(id);
      if (names !== null && isIndex) {
        const seen = someOf.get(id) ?? new Set<string>();
        someOf.set(id, seen);
        for (const name of names) {
          if (seen.has(name)) continue;
          seen.add(name);
          const target = reexports.get(name);
          const places = target ? [target] : stars.map((spec) => ({ spec, name }));
          for (const place of places) {
            for (const next of resolve(id, place.spec))
              visit(next, place.name === null ? null : [place.name]);
          }
          if (!target && stars.length === 0) return visit(id, null);
        }
        return;
      }
      whole.add(id);
      const placed = new Set<string>();
      for (const edge of edges) {
        for (const next of resolve(id, edge.spec)) {
          placed.add(next);
          visit(next, edge.names);
        }
      }
      for (const next of importedIds.get(id) ?? ctx.getModuleInfo(id)?.importedIds ?? []) {
        if (!placed.has(next)) visit(next, null);
      }
    };
    visit(root, null);
    return new Set([...whole, ...someOf.keys()]);
  };
}
