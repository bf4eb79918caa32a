/**
 * The bare side of `npm run bench:api`: a plain Fastify serving, per path, the very bytes the app
 * answered (read from the JSON file named by argv[2]: {path: base64 body}). Prints its port.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const file = process.argv[2];
if (!file) throw new Error('usage: bench-api-bare.ts bodies.json');
const bodies = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [url, base64] of Object.entries(bodies)) {
  const body = Buffer.from(base64, 'base64');
  app.get(url.split('?')[0] ?? url, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
