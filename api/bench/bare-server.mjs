// The yardstick of the authenticated-reads benchmark: a bare Fastify route answering a small JSON
// object, with the same Fastify version and no hooks, database or authentication.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
console.log('ready');
