import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caches } from './caches.ts';
import { openPglite } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { triggerDrift } from './db/trigger-messages.ts';
import { appMessages, referenceTopicReads, sessionCaches, tableMessages } from './invalidation-map.ts';

type Hearer = { name: string; hears: (message: string) => boolean; reads: readonly string[] };

const byPrefix = (prefixes: readonly string[]) => (message: string) =>
  prefixes.some((p) => message.startsWith(p));

/** Every cache that drops entries on a message, with the tables it reads. */
const hearers: Hearer[] = [
  ...Object.values(caches).map((c) => ({ name: c.name, hears: byPrefix(c.prefixes), reads: c.reads })),
  ...Object.entries(referenceTopicReads).map(([topic, reads]) => ({
    name: `reference ${topic}`,
    hears: (message: string) => message === `ref:${topic}`,
    reads,
  })),
  ...sessionCaches.map((c) => ({ name: c.name, hears: byPrefix(c.prefixes), reads: c.reads })),
];

/** What a change of each table sends: its triggers' messages and the app's own. */
function sentBy(table: string): string[] {
  const own = Object.entries(appMessages)
    .filter(([, tables]) => tables.includes(table))
    .map(([message]) => message);
  return [...(tableMessages[table] ?? []), ...own];
}

describe('invalidation map', () => {
  it("the migrations' triggers send exactly the declared messages", async () => {
    const database = await openPglite();
    try {
      await migrateDatabase(database);
      expect(await triggerDrift(database.db, tableMessages)).toEqual([]);
      // Every table named in the declaration and the caches' reads exists.
      const result = await database.db.execute(
        sql`select tablename from pg_tables where schemaname = current_schema()`,
      );
      const existing = new Set(
        (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename),
      );
      const named = new Set([
        ...Object.keys(tableMessages),
        ...Object.values(appMessages).flat(),
        ...hearers.flatMap((h) => h.reads),
      ]);
      expect([...named].filter((table) => !existing.has(table))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('every table a cache reads sends a message the cache hears', () => {
    const silent = hearers.flatMap((h) =>
      h.reads.filter((table) => !sentBy(table).some(h.hears)).map((table) => `${h.name} reads ${table}`),
    );
    expect(silent).toEqual([]);
  });

  it('every message sent is heard by a cache', () => {
    const sent = new Set([...Object.values(tableMessages).flat(), ...Object.keys(appMessages)]);
    const unheard = [...sent].filter((message) => !hearers.some((h) => h.hears(message)));
    expect(unheard).toEqual([]);
  });
});
