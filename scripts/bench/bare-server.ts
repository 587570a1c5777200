/**
 * The reference for DESIGN §6's throughput budget: a bare Fastify route that reads a JSON body
 * and answers 201, with nothing else (no validation, no database, no hooks). Started as a child
 * process by the `api` bench suite so the load generator and the server use separate processes,
 * exactly as for the real server. Listens on PORT at HOST (127.0.0.1); exits on SIGTERM.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/rest/v1/contact_messages', async (_request, reply) => reply.code(201).send());
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
// The port the kernel bound, for a parent with an IPC channel (as server/main.ts sends it).
const address = app.server.address();
if (process.send && address && typeof address === 'object')
  process.send({ listening: address.port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
