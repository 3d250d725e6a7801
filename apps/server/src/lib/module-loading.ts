// Start-up time (embedded start budget 3 s, DESIGN.md section 6): set up before the server's modules load,
// by the bootstrap in main.ts. Measured on the demo data dir (docs/benchmarks.md "Embedded start"):
// - V8's compile cache (module.enableCompileCache, in the OS temp dir; NODE_DISABLE_COMPILE_CACHE=1 turns it
//   off) saves compiling the ~1,200 modules again on every start.
// - Node looks up the package.json scope of every module it resolves, and each look-up re-parses that
//   package.json's "exports" map: drizzle-orm's is 175 KB and it has ~450 modules, ~0.3 s of CPU per start.
//   A relative `import './x.js'` between two ES modules inside node_modules is resolved here instead, with
//   each directory's module type read once; and a bare specifier (`drizzle-orm/pg-core`) is resolved once per
//   importing directory (the answer depends only on that directory and the conditions).
import { readFileSync } from 'node:fs';
import module from 'node:module';

const typeOfDir = new Map<string, 'module' | 'commonjs'>();
const resolvedBare = new Map<string, module.ResolveFnOutput>();

/** The module type of the package scope holding directory `dirUrl` (ends with '/'), as Node decides it. */
function scopeTypeOf(dirUrl: string): 'module' | 'commonjs' {
  const seen: string[] = [];
  let dir = dirUrl;
  let type: 'module' | 'commonjs' = 'commonjs';
  for (;;) {
    const cached = typeOfDir.get(dir);
    if (cached) {
      type = cached;
      break;
    }
    seen.push(dir);
    let text: string | undefined;
    try {
      text = readFileSync(new URL('package.json', dir), 'utf8');
    } catch {
      // No package.json here: the scope is a parent's.
    }
    if (text !== undefined) {
      type = (JSON.parse(text) as { type?: string }).type === 'module' ? 'module' : 'commonjs';
      break;
    }
    const parent = new URL('../', dir).href;
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of seen) typeOfDir.set(d, type);
  return type;
}

export function speedUpModuleLoading() {
  if (process.env.NODE_DISABLE_COMPILE_CACHE !== '1') module.enableCompileCache?.();
  if (typeof module.registerHooks !== 'function') return;
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      const isRelativeJs =
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        (specifier.endsWith('.js') || specifier.endsWith('.mjs'));
      if (
        isRelativeJs &&
        parent?.startsWith('file://') &&
        parent.includes('/node_modules/') &&
        context.conditions.includes('import')
      ) {
        const url = new URL(specifier, parent);
        if (url.pathname.includes('/node_modules/')) {
          const format = specifier.endsWith('.mjs') ? 'module' : scopeTypeOf(new URL('./', url).href);
          return { url: url.href, format, shortCircuit: true };
        }
      }
      const isBare = !isRelativeJs && /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/|$)/i.test(specifier);
      if (!isBare || !parent?.startsWith('file://')) return nextResolve(specifier, context);
      const type = context.importAttributes?.type ?? '';
      const key = `${specifier}\0${new URL('./', parent).href}\0${context.conditions.join()}\0${type}`;
      let resolved = resolvedBare.get(key);
      if (!resolved) {
        resolved = nextResolve(specifier, context);
        resolvedBare.set(key, resolved);
      }
      return { ...resolved, shortCircuit: true };
    },
  });
}
