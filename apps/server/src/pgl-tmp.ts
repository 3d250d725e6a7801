import { readFile } from 'node:fs/promises';
import { openPglite } from './db/client.ts';
const t0 = performance.now();
const { migrateDatabase } = await import('./db/migrate.ts');
const { seedDemo } = await import('./seed/demo.ts');
const t1 = performance.now();
const d = await openPglite(); await migrateDatabase(d); const t2 = performance.now();
await seedDemo(d.db); const t3 = performance.now();
const dump = await d.pglite!.dumpDataDir('none'); const buf = Buffer.from(await dump.arrayBuffer());
console.log('imports', (t1-t0)|0, 'migrate', (t2-t1)|0, 'seed', (t3-t2)|0, 'size', buf.length);
for (let i=0;i<3;i++){ const a=performance.now(); const x = await openPglite(undefined, new Blob([buf])); await x.pglite!.query('select 1'); const b=performance.now(); console.log('open', (b-a)|0); await x.close(); }
const a=performance.now(); const c = await (d.pglite as any).clone(); await c.query('select 1'); console.log('clone', (performance.now()-a)|0);
