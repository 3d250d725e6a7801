// Writes the module map and the table ownership map (db/table-owners.ts) into docs/ARCHITECTURE.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  moduleDoors,
  moduleMapMarkdown,
  ownersMarkdown,
  tableOwners,
  withModuleMap,
  withOwnersMap,
} from '../db/table-owners.ts';

const doc = path.resolve(import.meta.dirname, '../../../../docs/ARCHITECTURE.md');
const owners = await tableOwners();
const written = withModuleMap(
  withOwnersMap(readFileSync(doc, 'utf8'), ownersMarkdown(owners)),
  moduleMapMarkdown(moduleDoors(), owners),
);
writeFileSync(doc, written);
console.log('docs/ARCHITECTURE.md "Module map" and "Table owners" written.');
