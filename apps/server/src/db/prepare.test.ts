import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { users } from './schema/auth.ts';
import { adminQuery, randomDbName, withDatabase } from '../test/databases.ts';
import { openPostgres } from './client.ts';
import { prepareDatabase, shouldSeedDemo } from './prepare.ts';

// Two instances started together with SEED=demo on an empty PostgreSQL: one died on
// a duplicate key (seeding ran outside the migration lock); NODE_ENV=production with SEED=demo seeded demo
// accounts into a production database although the README said it never does.

describe('preparing the database at start', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'two instances starting together with SEED=demo on an empty PostgreSQL both start; the demo is seeded once',
    async () => {
      const url = process.env.DATABASE_URL!;
      const name = randomDbName('pp_start');
      await adminQuery(url, `create database ${name}`);
      const config = loadConfig({ DATABASE_URL: withDatabase(url, name), SEED: 'demo', NODE_ENV: 'test' });
      const one = openPostgres(config.databaseUrl!, 3, config.databaseTimeouts);
      const two = openPostgres(config.databaseUrl!, 3, config.databaseTimeouts);
      try {
        const results = await Promise.allSettled([
          prepareDatabase(one, config),
          prepareDatabase(two, config),
        ]);
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
          'started',
          'started',
        ]);
        const seeded = results.map((r) => (r.status === 'fulfilled' ? r.value.seeded : null));
        expect(seeded.filter(Boolean)).toHaveLength(1);
        const admins = await one.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
        expect(admins).toHaveLength(1);
        const [{ n }] = (
          (await one.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows;
        expect(n).toBeGreaterThan(3);
      } finally {
        await one.close();
        await two.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      }
    },
    120_000,
  );

  it('seeds the demo in production only with the explicit override, and says so at start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED: 'demo' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED: 'demo' })).toThrow(
      /ALLOW_DEMO_SEED_IN_PRODUCTION/,
    );
    const allowed = loadConfig({
      NODE_ENV: 'production',
      SEED: 'demo',
      ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
    });
    expect(shouldSeedDemo(allowed, 'postgres', true)).toBe(true);
    // Without SEED, production never seeds by itself, not even the embedded database.
    expect(shouldSeedDemo(loadConfig({ NODE_ENV: 'production' }), 'pglite', true)).toBe(false);
    expect(shouldSeedDemo(loadConfig({ NODE_ENV: 'development' }), 'pglite', true)).toBe(true);
    expect(shouldSeedDemo(loadConfig({ NODE_ENV: 'development' }), 'postgres', true)).toBe(false);
    expect(shouldSeedDemo(loadConfig({ SEED: 'demo' }), 'postgres', true)).toBe(true);
    expect(shouldSeedDemo(loadConfig({ SEED: 'demo' }), 'postgres', false)).toBe(false);
    expect(shouldSeedDemo(loadConfig({ SEED: 'none' }), 'pglite', true)).toBe(false);
  });
});
