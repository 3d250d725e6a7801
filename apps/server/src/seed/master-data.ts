import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Databases whose user types were seeded before the master-data import existed give the provider
 * administrator (type 1) its admin menu item (admin → import, last); other types never get it.
 */
export async function ensureImportMenu(db: Db) {
  await db.execute(sql`update user_types set menus = (
      select jsonb_agg(case when m->>'key' = 'admin' and not (m->'items') ? 'import'
        then jsonb_set(m, '{items}', (m->'items') || '["import"]'::jsonb) else m end order by ord)
      from jsonb_array_elements(menus) with ordinality as t(m, ord))
    where id = 1 and menus @> '[{"key": "admin"}]'::jsonb
      and not menus @> '[{"key": "admin", "items": ["import"]}]'::jsonb`);
}
