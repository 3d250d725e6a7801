// The bare Fastify route that every budget is a ratio of: same machine, same run.
import Fastify from 'fastify';

const app = Fastify();
app.get('/constant', async () => ({ status: true, code: 0, data: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
