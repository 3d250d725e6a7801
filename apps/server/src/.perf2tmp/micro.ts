import { z } from 'zod';
import { okEnvelope } from '@poolside/contract/envelope';
import { rmaPageSchema } from '@poolside/contract/repairs';
import { dashboardSchema } from '@poolside/contract/dashboard';
import { compileFast } from '../lib/response-serializer.ts';
const body = JSON.parse(process.argv[2] ? (await import('node:fs')).readFileSync(process.argv[2], 'utf8') : '{}');
const dash = JSON.parse((await import('node:fs')).readFileSync(process.argv[3], 'utf8'));
for (const [name, schema, data] of [['rmaPage', okEnvelope(rmaPageSchema), body], ['dashboard', okEnvelope(dashboardSchema), dash]] as const) {
  const fast = compileFast(schema)!;
  const zodPath = (d: unknown) => JSON.stringify(z.encode(schema, d as never));
  if (fast(data) !== zodPath(data)) console.log(name, 'DIFF', fast(data).length, zodPath(data).length);
  for (const [label, fn] of [['zod', zodPath], ['fast', fast]] as const) {
    for (let i = 0; i < 2000; i++) fn(data);
    const t = process.hrtime.bigint(); const N = 10000;
    for (let i = 0; i < N; i++) fn(data);
    console.log(name, label, (Number(process.hrtime.bigint() - t) / N / 1000).toFixed(1), 'us/answer', fast(data).length, 'bytes');
  }
}
