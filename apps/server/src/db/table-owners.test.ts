import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerlessFiles, ownersMarkdown, tableOwners, withOwnersMap } from './table-owners.ts';

const docPath = path.resolve(import.meta.dirname, '../../../../docs/ARCHITECTURE.md');

describe('table owners', () => {
  it('every schema file is named after the module that owns its tables', async () => {
    expect(ownerlessFiles(await tableOwners())).toEqual([]);
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
});
