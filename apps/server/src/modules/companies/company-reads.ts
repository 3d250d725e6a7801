// Companies as other modules look them up, offered by the door (the master-data import resolves the company
// numbers of its rows).
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { anyOf } from '../../lib/pg-array.ts';

/** Numbers looked up per statement: one array parameter each. */
const BATCH = 5000;

/** Company ids by company number, for the numbers that exist. */
export async function companyIdsByNumber(db: DbOrTx, numbers: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < numbers.length; i += BATCH) {
    const rows = await db
      .select({ id: companies.id, number: companies.number })
      .from(companies)
      .where(anyOf(companies.number, numbers.slice(i, i + BATCH), 'text'));
    for (const c of rows) out.set(c.number, c.id);
  }
  return out;
}
