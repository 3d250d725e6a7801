import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  crossModuleWrites,
  foreignSchemaImports,
  moduleDoors,
  moduleMapMarkdown,
  ownerlessFiles,
  ownersMarkdown,
  rawSqlTableNames,
  tableOwners,
  withModuleMap,
  withOwnersMap,
} from './table-owners.ts';

const docPath = path.resolve(import.meta.dirname, '../../../../docs/ARCHITECTURE.md');

describe('table owners', () => {
  it('every schema file is named after the module that owns its tables', async () => {
    expect(ownerlessFiles(await tableOwners())).toEqual([]);
  });

  it('no module names a table in SQL text (schema objects or read models instead, so a rename breaks the build)', async () => {
    expect(rawSqlTableNames(await tableOwners())).toEqual([]);
  });

  it('every table has one owner', async () => {
    const tables = (await tableOwners()).flatMap((o) => o.tables);
    expect(tables.length).toBeGreaterThan(0);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('docs/ARCHITECTURE.md shows the map of the code (node apps/server/src/cli/table-owners.ts writes it)', async () => {
    const doc = readFileSync(docPath, 'utf8');
    expect(withOwnersMap(doc, ownersMarkdown(await tableOwners()))).toBe(doc);
  });

  it('docs/ARCHITECTURE.md shows the module map of the code (the same command writes it)', async () => {
    const doc = readFileSync(docPath, 'utf8');
    expect(withModuleMap(doc, moduleMapMarkdown(moduleDoors(), await tableOwners()))).toBe(doc);
  });

  it("a module writes another module's tables only through that module's door", () => {
    expect(crossModuleWrites()).toEqual([]);
  });

  it('the lint:deps allowance of direct reads names exactly what each module still imports (it only shrinks)', () => {
    const config = createRequire(import.meta.url)('../../../../.dependency-cruiser.cjs') as {
      forbidden: { name: string; from: { path: string }; to: { pathNot?: string | string[] } }[];
    };
    const allowed: Record<string, string[]> = {};
    for (const rule of config.forbidden) {
      const module = /^\^apps\/server\/src\/modules\/([a-z-]+)\/$/.exec(rule.from.path)?.[1];
      if (rule.name !== 'server-module-own-tables' || !module) continue;
      const files = /\(([^)]*)\)/.exec(String(rule.to.pathNot))?.[1].split('|') ?? [];
      allowed[module] = files.filter((f) => f !== module).sort();
    }
    expect(allowed).toEqual(foreignSchemaImports());
  });
});
