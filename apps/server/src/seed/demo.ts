import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { seedCatalogueDemo } from './catalogue.ts';
import { seedCompleteUnitsDemo } from './complete-units.ts';
import { seedCompaniesAndUsers } from './core.ts';
import { seedDemoContents } from './demo-contents.ts';
import { seedFeedbackDemo } from './feedback.ts';
import { ensureReferenceData } from './reference.ts';
import { seedRepairsDemo } from './repairs.ts';
import { seedSparesDemo } from './spares.ts';

export const DEMO_PASSWORD = 'demo1234';

export type DemoIds = Awaited<ReturnType<typeof seedCompaniesAndUsers>>;

/** True when the database holds no user yet. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

/** The one seed entry point: every module adds its demo data here. */
export async function seedDemo(db: Db): Promise<DemoIds> {
  await ensureReferenceData(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const ids = await seedCompaniesAndUsers(txDb, passwordHash);
    await seedCatalogueDemo(txDb, ids);
    await seedDemoContents(txDb);
    await seedRepairsDemo(txDb, ids);
    await seedCompleteUnitsDemo(txDb, ids);
    await seedFeedbackDemo(txDb, ids);
    await seedSparesDemo(txDb, ids);
    return ids;
  });
}
