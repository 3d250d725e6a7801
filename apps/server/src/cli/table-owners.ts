// Writes the table ownership map (db/table-owners.ts) into docs/ARCHITECTURE.md "Table owners".
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ownersMarkdown, tableOwners, withOwnersMap } from '../db/table-owners.ts';

const doc = path.resolve(import.meta.dirname, '../../../../docs/ARCHITECTURE.md');
writeFileSync(doc, withOwnersMap(readFileSync(doc, 'utf8'), ownersMarkdown(await tableOwners())));
console.log('docs/ARCHITECTURE.md "Table owners" written.');
