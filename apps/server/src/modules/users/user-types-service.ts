import { asc } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { userTypes } from '../../db/schema/auth.ts';
import { presentUserType } from '../auth/index.ts';

/** Every user type with its flags (which ones a user may assign is the users issue's policy). */
export async function listUserTypes(deps: Deps) {
  const rows = await deps.db.select().from(userTypes).orderBy(asc(userTypes.id));
  return rows.map(presentUserType);
}
