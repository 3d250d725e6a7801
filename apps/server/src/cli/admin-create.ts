// npm run admin:create -- --email a@b.c --name "Dana Admin" [--password secret]
// Creates a provider administrator (type 1) on the configured database; the first way into a production database.
import './fail-cleanly.ts';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { limits } from '@poolside/contract/constants';
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { companies } from '../db/schema/companies.ts';
import { users } from '../db/schema/auth.ts';
import { createToken } from '../lib/tokens.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { ensureReferenceData } from '../seed/reference.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    company: { type: 'string' },
  },
});
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error(
    'Usage: npm run admin:create -- --email admin@example.com [--name "Full Name"] [--password secret]',
  );
  process.exit(2);
}
const password = values.password ?? createToken(12);
if (password.length < limits.passwordMin) {
  console.error(`The password needs at least ${limits.passwordMin} characters.`);
  process.exit(2);
}

const config = loadConfig();
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  await ensureReferenceData(database.db);
  const passwordHash = await hashPassword(password);
  const db = database.db;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing) {
    console.error(`A user with the e-mail ${email} exists already.`);
    process.exitCode = 1;
  } else {
    let [provider] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.kind, 'provider'))
      .limit(1);
    provider ??= (
      await db
        .insert(companies)
        .values({ name: values.company ?? 'Provider', number: '1000', kind: 'provider' })
        .returning({ id: companies.id })
    )[0];
    await db.insert(users).values({
      email,
      name: values.name ?? 'Administrator',
      typeId: 1,
      companyId: provider.id,
      passwordHash,
      status: 'active',
      gdprApproved: false,
    });
    console.log(`Administrator ${email} created.${values.password ? '' : ` Password: ${password}`}`);
  }
} finally {
  await database.close();
  unlock();
}
