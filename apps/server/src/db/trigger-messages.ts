import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The invalidation messages each table's triggers can send, read from a migrated database (the triggers and
 * their functions as PostgreSQL holds them, so what the migrations made, whatever file made it). `<id>` stands
 * for the ids a row-level message carries (`unit:<id>`). Three shapes, the ones the migrations use:
 *
 * - `pp_notify_fixed(messages…)`: its arguments;
 * - `pp_notify_rows(prefix, id column, overflow, messages…)`: `<prefix><id>`, the overflow and the rest;
 * - any other trigger function: the literal messages of its body, `pg_notify('pp_invalidate', '<a>\n<b>')`
 *   and `pp_notify_ids('<prefix>', ids, '<overflow>')`.
 *
 * A message written any other way (built from a variable) is not seen, and the declaration check then fails:
 * write triggers in these shapes.
 */
export async function readTriggerMessages(db: Db): Promise<Map<string, Set<string>>> {
  const result = await db.execute(sql`
    select c.relname as "table", p.proname as "function", pg_get_triggerdef(t.oid) as "definition",
      p.prosrc as "body"
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and n.nspname = current_schema()
    order by 1, 2`);
  const rows = (result as unknown as { rows: TriggerRow[] }).rows ?? (result as unknown as TriggerRow[]);
  const byTable = new Map<string, Set<string>>();
  for (const row of rows) {
    let messages = byTable.get(row.table);
    if (!messages) {
      messages = new Set();
      byTable.set(row.table, messages);
    }
    for (const message of messagesOf(row)) messages.add(message);
  }
  for (const [table, messages] of byTable) if (messages.size === 0) byTable.delete(table);
  return byTable;
}

type TriggerRow = { table: string; function: string; definition: string; body: string };

const literal = /E?'((?:[^']|'')*)'/g;

function literals(text: string): string[] {
  return [...text.matchAll(literal)].map((m) => m[1].replaceAll("''", "'"));
}

/** A literal's messages: an E'…' string separates them with `\n`. */
function split(message: string): string[] {
  return message.split(/\\n|\n/).filter(Boolean);
}

function messagesOf(row: TriggerRow): string[] {
  const call = row.definition.slice(row.definition.indexOf(`${row.function}(`));
  const args = literals(call);
  if (row.function === 'pp_notify_fixed') return args.flatMap(split);
  if (row.function === 'pp_notify_rows') {
    const [prefix, , overflow, ...rest] = args;
    return [`${prefix}<id>`, overflow, ...rest].flatMap(split);
  }
  const found: string[] = [];
  for (const m of row.body.matchAll(/pg_notify\(\s*'pp_invalidate'\s*,\s*(E?'(?:[^']|'')*')\s*\)/g)) {
    found.push(...literals(m[1]).flatMap(split));
  }
  for (const m of row.body.matchAll(/pp_notify_ids\(\s*'([^']*)'\s*,[^,]+,\s*'([^']*)'\s*\)/g)) {
    found.push(`${m[1]}<id>`, m[2]);
  }
  return found;
}

/**
 * The differences between the triggers of a migrated database and a declaration (table → messages, `*` left
 * out): one line per table that sends a message it does not declare or declares one it does not send.
 */
export async function triggerDrift(db: Db, declared: Record<string, readonly string[]>): Promise<string[]> {
  const actual = await readTriggerMessages(db);
  const drift: string[] = [];
  for (const table of new Set([...actual.keys(), ...Object.keys(declared)])) {
    const sent = new Set([...(actual.get(table) ?? [])].filter((m) => m !== '*'));
    const promised = new Set(declared[table] ?? []);
    const undeclared = [...sent].filter((m) => !promised.has(m)).sort();
    const missing = [...promised].filter((m) => !sent.has(m)).sort();
    if (undeclared.length > 0) drift.push(`${table} sends undeclared ${undeclared.join(', ')}`);
    if (missing.length > 0) drift.push(`${table} does not send ${missing.join(', ')}`);
  }
  return drift.sort();
}
