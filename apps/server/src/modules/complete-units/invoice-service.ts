import { and, eq } from 'drizzle-orm';
import { completeUnits } from '../../db/schema/complete-units.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { type Actor, visibleTo } from '../access/index.ts';
import type { Download } from '../files/index.ts';
import { uploads } from '../files/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const files = uploads('files');

/**
 * GET /api/completeUnits/{id}/invoice: the invoice attached to a request, for whoever may read the request
 * (its company and the companies above it, provider staff). The request decides, not the file's company:
 * an invoice the maker attached while editing is the provider's file but belongs to the partner's request.
 * -15 for a request the actor may not see, one without an invoice, or a stored file that is gone.
 */
export async function getUnitInvoice(deps: Deps, actor: Actor, id: number): Promise<Download> {
  const [row] = await deps.db
    .select({ name: files.originalName, mime: files.mime, storageKey: files.storageKey })
    .from(completeUnits)
    .innerJoin(files, eq(files.id, completeUnits.invoiceFileId))
    .where(and(eq(completeUnits.id, id), visibleTo(actor, completeUnits.companyId)))
    .limit(1);
  if (!row) throw fieldError('notFound', 'id');
  const body = await deps.storage.get(row.storageKey);
  if (!body) throw fieldError('notFound', 'id');
  return { name: row.name, mime: row.mime, body };
}
