import { compatibility } from '../../../db/schema/compatibility.ts';
import type { ImportKind } from '@poolside/contract/master-data-columns';
import { chunksOf, type KindHandler } from './types.ts';

/**
 * Compatibility rows (old PN → new PN), from their template or from the compatibility file the export writes
 * (its description columns are read and ignored). The PNs need not be in the part registry yet (the table
 * does not require it: the lookup then shows no description), so the order of imports does not matter.
 */
function compatibilityKind(kind: ImportKind, oldKey: string, newKey: string): KindHandler {
  return {
    kind,
    topics: [],
    async check() {},
    async apply(ctx, rows) {
      let created = 0;
      let done = 0;
      for (const part of chunksOf(rows, 5000)) {
        const values = part.map(({ row }) => ({
          oldPn: row[oldKey] as string,
          newPn: row[newKey] as string,
        }));
        const inserted = await ctx.db
          .insert(compatibility)
          .values(values)
          .onConflictDoNothing({ target: [compatibility.oldPn, compatibility.newPn] })
          .returning({ id: compatibility.id });
        created += inserted.length;
        done += part.length;
        ctx.step(done);
      }
      return { created, updated: 0 };
    },
  };
}

export const compatibilityRowsKind = compatibilityKind('compatibility', 'oldPn', 'newPn');
export const compatibilityFileKind = compatibilityKind('compatibilityFile', 'pn', 'newPN');
