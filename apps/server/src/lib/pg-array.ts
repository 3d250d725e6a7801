// One array parameter for many values: a batch is a short statement however many rows it carries.

/**
 * A PostgreSQL array literal of the values, bound as one text parameter and cast by the statement (both
 * drivers take it the same way; a JS array would become a list of parameters). Null is NULL.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  const items = values.map((v) => {
    if (v === null) return 'NULL';
    if (typeof v === 'number') return String(v);
    return `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
