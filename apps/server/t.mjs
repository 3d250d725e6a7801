import { PgBoss } from 'pg-boss';
const b = new PgBoss({ connectionString: 'postgres://postgres@127.0.0.1:5432/pp_dbg', schema: 'pgboss', supervise: false, schedule: false });
await b.start(); console.log(await b.send('access-housekeeping', { period: '2026-11-20' })); await b.stop({graceful:false});
