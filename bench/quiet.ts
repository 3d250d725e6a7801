// Waits until the bench database runs no statement: a server keeps working through the requests still queued
// on its pool after autocannon stops, and a slow target (the old server's offset read of RMA page 2000, ~5 s
// of PostgreSQL per request, 50 queued) kept PostgreSQL busy for a minute, through the next measurements
// (issue 12: the deep page measured 286 req/s after it, ~6,000 alone). Each measurement starts on a quiet
// database.
import pg from 'pg';

const POLL_MS = 100;
/** Polls in a row that must see no running statement. */
const QUIET_POLLS = 3;

/** Seconds waited (~0.3 when already quiet); gives up after `maxSeconds` and says so on stderr. */
export async function waitForQuietDatabase(url: string, maxSeconds = 90): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    let quiet = 0;
    while (quiet < QUIET_POLLS) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      quiet = rows[0].n === 0 ? quiet + 1 : 0;
      if (quiet < QUIET_POLLS) {
        if (performance.now() - t0 > maxSeconds * 1000) {
          console.error(
            `the database still runs ${rows[0].n} statements after ${maxSeconds} s: measuring anyway`,
          );
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
  } finally {
    await client.end();
  }
  return (performance.now() - t0) / 1000;
}
