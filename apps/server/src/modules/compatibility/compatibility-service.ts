import { asc, eq, or, sql } from 'drizzle-orm';
import type { CompatibilityRow } from '@poolside/contract/compatibility';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { compatibility } from '../../db/schema/compatibility.ts';
import { fieldError } from '../../lib/app-error.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import { parts } from '../catalogue/index.ts';
import { normalizePn } from '@poolside/contract/part-rules';

// The descriptions of both parts of a pair, through the catalogue door's read model.
const oldPart = parts('old_part');
const newPart = parts('new_part');

function compatibilityQuery(db: Db) {
  return db
    .select({
      id: compatibility.id,
      pn: compatibility.oldPn,
      newPN: compatibility.newPn,
      pnDescription: oldPart.description,
      newPNDescription: newPart.description,
    })
    .from(compatibility)
    .leftJoin(oldPart, eq(oldPart.pn, compatibility.oldPn))
    .leftJoin(newPart, eq(newPart.pn, compatibility.newPn))
    .$dynamic();
}

// The hot lookup by part number: prepared (compatibility_old_new_uq and compatibility_new_idx serve the or).
const compatibilityByPn = preparedQuery((db) =>
  compatibilityQuery(db as Db)
    .where(or(eq(compatibility.oldPn, sql.placeholder('pn')), eq(compatibility.newPn, sql.placeholder('pn'))))
    .orderBy(asc(compatibility.oldPn), asc(compatibility.newPn))
    .prepare('compatibility_by_pn'),
);

/** Compatibility rows where the part number is the old or the new one (all rows without a pn). */
export async function findCompatibility(db: Db, pn?: string): Promise<CompatibilityRow[]> {
  const rows = pn
    ? await compatibilityByPn(db).execute({ pn: normalizePn(pn) })
    : await compatibilityQuery(db).orderBy(asc(compatibility.oldPn), asc(compatibility.newPn)).limit(100_000);
  return rows.map((r) => ({
    ...r,
    pnDescription: r.pnDescription ?? '',
    newPNDescription: r.newPNDescription ?? '',
  }));
}

/** GET /api/compatibility/{pn}: -15 when the part has no compatibility row. */
export async function getCompatibility(deps: Deps, pn: string) {
  const rows = await findCompatibility(deps.db, pn);
  if (rows.length === 0) throw fieldError('notFound', 'pn');
  return rows;
}
