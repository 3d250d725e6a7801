import { asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompatibilityRow } from '@poolside/contract/compatibility';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { partNumbers } from '../../db/schema/catalogue.ts';
import { compatibility } from '../../db/schema/compatibility.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizePn } from '../catalogue/part-numbers.ts';

const oldPart = alias(partNumbers, 'old_part');
const newPart = alias(partNumbers, 'new_part');

/** Compatibility rows where the part number is the old or the new one (all rows without a pn). */
export async function findCompatibility(db: Db, pn?: string): Promise<CompatibilityRow[]> {
  const code = pn ? normalizePn(pn) : null;
  const rows = await db
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
    .where(code ? or(eq(compatibility.oldPn, code), eq(compatibility.newPn, code)) : undefined)
    .orderBy(asc(compatibility.oldPn), asc(compatibility.newPn))
    .limit(100_000);
  return rows.map((r) => ({
    ...r,
    pnDescription: r.pnDescription ?? '',
    newPNDescription: r.newPNDescription ?? '',
  }));
}

/** GET /api/compatibility/{pn}: -15 when the part has no compatibility row. */
export async function getCompatibility(deps: Deps, pn: string) {
  const rows = await findCompatibility(deps.db, pn);
  if (rows.length === 0) throw new AppError('notFound', { field: 'pn', fields: ['pn'] });
  return rows;
}
