// The floor route: a bare Fastify route running one `select 1` on a pg pool of the server's size
// (DATABASE_POOL_SIZE, 10 by default). The database work every product route does at least once.
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench/floor.ts needs DATABASE_URL');
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify();
app.get('/floor', async () => {
  const result = await pool.query('select 1 as one');
  return { status: true, code: 0, data: result.rows[0].one };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
