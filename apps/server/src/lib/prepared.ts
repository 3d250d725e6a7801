import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';

/**
 * A hot query prepared once per database (or transaction) object:
 *
 *   const partByPn = preparedQuery((db) =>
 *     db.select().from(partNumbers).where(eq(partNumbers.pn, sql.placeholder('pn'))).limit(1)
 *       .prepare('part_by_pn'),
 *   );
 *   const [part] = await partByPn(deps.db).execute({ pn });
 *
 * On node-postgres a named statement is parsed and planned once per pooled connection (an unnamed one on
 * every call: 1-7 ms of parse+bind against 0.1-0.6 ms of execution on the scale set); on PGlite the same code
 * runs unnamed. Names are global per connection: one name, one SQL text (prefix them with the module).
 */
export function preparedQuery<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDb = new WeakMap<DbOrTx, T>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}

/**
 * A statement prepared once per shape (which filters a request has, …) and database: `build` gets the shape
 * and the statement's name, `<prefix>_<hash of the shape>` (module-prefixed, unique per SQL text).
 *
 *   const exportQuery = preparedByShape('feedback_export', (db, shape: Shape, name) =>
 *     db.select(…).from(…).where(whereOf(shape)).prepare(name),
 *   );
 *   const rows = await exportQuery(deps.db, shape).execute(values);
 */
export function preparedByShape<S, T>(
  prefix: string,
  build: (db: DbOrTx, shape: S, name: string) => T,
): (db: DbOrTx, shape: S) => T {
  const byDb = new WeakMap<DbOrTx, Map<string, T>>();
  return (db, shape) => {
    let byShape = byDb.get(db);
    if (!byShape) {
      byShape = new Map();
      byDb.set(db, byShape);
    }
    const key = JSON.stringify(shape);
    let query = byShape.get(key);
    if (!query) {
      query = build(db, shape, `${prefix}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`);
      byShape.set(key, query);
    }
    return query;
  };
}
