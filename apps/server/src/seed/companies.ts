import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Databases whose user types were seeded before the companies screen existed get its admin menu
 * item (admin → companies, last); a menu that has it, or has no admin menu, is left alone.
 */
export async function ensureCompaniesMenu(db: Db) {
  await db.execute(sql`update user_types set menus = (
      select jsonb_agg(case when m->>'key' = 'admin' and not (m->'items') ? 'companies'
        then jsonb_set(m, '{items}', (m->'items') || '["companies"]'::jsonb) else m end order by ord)
      from jsonb_array_elements(menus) with ordinality as t(m, ord))
    where menus @> '[{"key": "admin"}]'::jsonb
      and not menus @> '[{"key": "admin", "items": ["companies"]}]'::jsonb`);
}
