/**
 * The bare side of `npm run bench:api`: a plain Fastify serving, per path, the very bytes the app
 * answered (read from the JSON file named by argv[2]: {path: {identity?, br?}} in base64), the
 * brotli ones to a client that accepts br. Prints its port.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const file = process.argv[2];
if (!file) throw new Error('usage: bench-api-bare.ts bodies.json');
const bodies = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
  string,
  { identity?: string; br?: string }
>;
const app = Fastify({ logger: false });
for (const [url, forms] of Object.entries(bodies)) {
  const identity = Buffer.from(forms.identity ?? '', 'base64');
  const br = forms.br ? Buffer.from(forms.br, 'base64') : undefined;
  app.get(url, async (request, reply) => {
    reply.type('application/json; charset=utf-8');
    if (br && request.headers['accept-encoding'] === 'br')
      return reply.header('content-encoding', 'br').send(br);
    return reply.send(identity);
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
