import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export function randomDbName(prefix: string) {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}
