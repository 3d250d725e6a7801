import type { ImportKind } from '@poolside/contract/master-data-columns';
import { loadParts } from './lookups.ts';
import { chunksOf, distinct, type KindHandler, str } from './types.ts';
import { insertCompatibility } from '../../compatibility/index.ts';

/**
 * Compatibility rows (old PN → new PN), from their template or from the compatibility file the export writes
 * (its description columns are read and ignored). Both PNs must be in the part registry (import the spare
 * parts first): a row naming an unknown PN is an issue at its cell, like any other bad reference, so a typo
 * never becomes a compatibility nobody can order.
 */
function compatibilityKind(kind: ImportKind, oldKey: string, newKey: string): KindHandler {
  return {
    kind,
    async check(ctx, rows, issues) {
      const parts = await loadParts(
        ctx.db,
        distinct(rows.flatMap(({ row }) => [str(row, oldKey), str(row, newKey)])),
      );
      for (const { line, row } of rows) {
        for (const key of [oldKey, newKey]) {
          if (!parts.has(row[key] as string)) issues.add(line, key, 'unknownPart', row[key]);
        }
      }
    },
    async apply(ctx, rows) {
      let created = 0;
      let done = 0;
      for (const part of chunksOf(rows, 5000)) {
        const values = part.map(({ row }) => ({
          oldPn: row[oldKey] as string,
          newPn: row[newKey] as string,
        }));
        created += await insertCompatibility(ctx.db, values);
        done += part.length;
        await ctx.step(done);
      }
      return { created, updated: 0 };
    },
  };
}

export const compatibilityRowsKind = compatibilityKind('compatibility', 'oldPn', 'newPn');
export const compatibilityFileKind = compatibilityKind('compatibilityFile', 'pn', 'newPN');
