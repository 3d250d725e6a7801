// Which module owns which table: db/schema/<module>.ts holds the tables of modules/<module>, and only that
// module's files import it (`npm run lint:deps`, rule server-module-own-tables); another module reads or
// writes them through the owner's door. db/schema/infrastructure.ts holds the tables of lib/ (job claims, rate
// counters). docs/ARCHITECTURE.md "Table owners" is this map, written by `node apps/server/src/cli/table-owners.ts`
// and compared by table-owners.test.ts, so it cannot drift from the code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

export const schemaDir = path.join(import.meta.dirname, 'schema');
export const modulesDir = path.join(import.meta.dirname, '..', 'modules');
/** The schema file of the tables lib/ keeps for every module (no module owns them). */
export const INFRASTRUCTURE = 'infrastructure';

export type TableOwner = { owner: string; tables: string[] };

/** Every schema file with the SQL names of its tables, in file-name order. */
export async function tableOwners(): Promise<TableOwner[]> {
  const names = readdirSync(schemaDir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const out: TableOwner[] = [];
  for (const file of names) {
    const exports: Record<string, unknown> = await import(path.join(schemaDir, file));
    const tables = Object.values(exports)
      .filter((v): v is PgTable => is(v, PgTable))
      .map((t) => getTableName(t))
      .sort();
    out.push({ owner: file.slice(0, -'.ts'.length), tables });
  }
  return out;
}

/** Schema files named after no module (and not the infrastructure file): each must have an owner. */
export function ownerlessFiles(owners: TableOwner[]): string[] {
  const modules = new Set(
    readdirSync(modulesDir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? [d.name] : [])),
  );
  return owners.map((o) => o.owner).filter((o) => o !== INFRASTRUCTURE && !modules.has(o));
}

export const MAP_START = '<!-- table-owners: written by apps/server/src/cli/table-owners.ts -->';
export const MAP_END = '<!-- /table-owners -->';

/** A markdown table padded the way the formatter (biome) writes tables, so formatting leaves it unchanged. */
function markdownTable(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const [head, ...body] = rows;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  return [line(head), rule, ...body.map(line)];
}

/** The markdown table of docs/ARCHITECTURE.md "Table owners", between MAP_START and MAP_END. */
export function ownersMarkdown(owners: TableOwner[]): string {
  const rows = [
    ['owner', 'schema file', 'tables'],
    ...owners.map((o) => [
      o.owner === INFRASTRUCTURE ? 'lib/ (infrastructure)' : o.owner,
      `\`db/schema/${o.owner}.ts\``,
      o.tables.map((t) => `\`${t}\``).join(', '),
    ]),
  ];
  return [MAP_START, '', ...markdownTable(rows), '', MAP_END].join('\n');
}

/** The document with the section between `start` and `end` replaced by `section` (which carries both markers). */
function withSection(doc: string, start: string, end: string, section: string): string {
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) throw new Error(`docs/ARCHITECTURE.md has no "${start}" … "${end}" section`);
  return doc.slice(0, a) + section + doc.slice(b + end.length);
}

/** The document with its map replaced by `map` (the markers must be there once each). */
export function withOwnersMap(doc: string, map: string): string {
  return withSection(doc, MAP_START, MAP_END, map);
}

export const MODULE_MAP_START = '<!-- module-map: written by apps/server/src/cli/table-owners.ts -->';
export const MODULE_MAP_END = '<!-- /module-map -->';

/** Per module, the modules whose door (`modules/<b>/index.ts`) its source files import, sorted. */
export function moduleDoors(): Record<string, string[]> {
  const found = new Map<string, Set<string>>();
  for (const { file, module, text } of moduleSources()) {
    if (!found.has(module)) found.set(module, new Set());
    for (const m of text.matchAll(/from\s*'([.][^']*\/index[.]ts)'/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), m[1])).split(path.sep);
      if (target.length === 2 && target[0] !== module && !target[0].startsWith('..')) {
        found.get(module)?.add(target[0]);
      }
    }
  }
  return Object.fromEntries([...found].sort().map(([module, doors]) => [module, [...doors].sort()]));
}

/** The module map of docs/ARCHITECTURE.md: each module, the doors it uses and the tables it owns. */
export function moduleMapMarkdown(doors: Record<string, string[]>, owners: TableOwner[]): string {
  const tablesOf = new Map(owners.map((o) => [o.owner, o.tables]));
  const rows = [
    ['module', 'uses (through their doors)', 'owns'],
    ...Object.entries(doors).map(([module, used]) => [
      module,
      used.join(', ') || '–',
      (tablesOf.get(module) ?? []).map((t) => `\`${t}\``).join(', ') || '–',
    ]),
  ];
  return [MODULE_MAP_START, '', ...markdownTable(rows), '', MODULE_MAP_END].join('\n');
}

export function withModuleMap(doc: string, map: string): string {
  return withSection(doc, MODULE_MAP_START, MODULE_MAP_END, map);
}

/** Every module source file that is not a test or a test helper, with its module and text. */
function moduleSources(): { file: string; module: string; text: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? walk(path.join(dir, d.name)) : d.name.endsWith('.ts') ? [path.join(dir, d.name)] : [],
    );
  return walk(modulesDir)
    .filter((f) => !/[.]test[.]ts$|test-helpers[.]ts$/.test(f))
    .map((file) => ({
      file,
      module: path.relative(modulesDir, file).split(path.sep)[0],
      text: readFileSync(file, 'utf8'),
    }));
}

/** Per module, the other owners' schema files it imports (sorted), for the modules that import any. */
export function foreignSchemaImports(): Record<string, string[]> {
  const found = new Map<string, Set<string>>();
  for (const { module, text } of moduleSources()) {
    for (const m of text.matchAll(/from\s*'[^']*db\/schema\/([a-z-]+)[.]ts'/g)) {
      if (m[1] === module) continue;
      if (!found.has(module)) found.set(module, new Set());
      found.get(module)?.add(m[1]);
    }
  }
  return Object.fromEntries([...found].sort().map(([module, owners]) => [module, [...owners].sort()]));
}

/**
 * Writes (insert, update, delete) a module's source files make into tables another module owns, found in the
 * text: a table imported from db/schema/<owner>.ts and written with `.insert(t)`, `.update(t)` or `.delete(t)`.
 * Tests and test helpers are left out (they set up and check any table). One `module → owner.table (file)` each.
 */
export function crossModuleWrites(): string[] {
  const out: string[] = [];
  for (const { file, module, text } of moduleSources()) {
    const ownerOf = new Map<string, string>();
    for (const m of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*db\/schema\/([a-z-]+)[.]ts'/g,
    )) {
      for (const spec of m[1].split(',')) {
        const [name, local] = spec
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/);
        if (name) ownerOf.set((local ?? name).trim(), m[2]);
      }
    }
    for (const m of text.matchAll(/[.](?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const owner = ownerOf.get(m[1]);
      if (owner && owner !== module) {
        out.push(
          `${module} → ${owner}.${m[1]} (${path.relative(modulesDir, file).split(path.sep).join('/')})`,
        );
      }
    }
  }
  return out.sort();
}

/**
 * SQL text in a module's source files that names a table (`from|join|into|update <table>` inside a `sql`
 * template): a rename would not break the build. Tables and columns go into SQL as schema objects or through
 * the owner's read model. One `module/file: table` each.
 */
export function rawSqlTableNames(owners: TableOwner[]): string[] {
  const tables = owners.flatMap((o) => o.tables).join('|');
  const named = new RegExp(`\\b(?:from|join|into|update)\\s+"?(${tables})\\b`, 'gi');
  const out = new Set<string>();
  for (const { file, text } of moduleSources()) {
    for (const template of text.matchAll(/sql(?:[.]raw)?(?:<[^`]*?>)?`([^`]*)`/g)) {
      for (const m of template[1].matchAll(named)) {
        out.add(`${path.relative(modulesDir, file).split(path.sep).join('/')}: ${m[1]}`);
      }
    }
  }
  return [...out].sort();
}
