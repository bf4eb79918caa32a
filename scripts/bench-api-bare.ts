/**
 * The bare side of `npm run bench:api`: a plain Fastify serving, per path, the very bytes the app
 * answered (read from the JSON file named by argv[2]: {path: {cookie: {identity?, br?}}} in base64),
 * per cookie, the
 * brotli ones to a client that accepts br. Prints its port.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const file = process.argv[2];
if (!file) throw new Error('usage: bench-api-bare.ts bodies.json');
type Forms = { identity?: string; br?: string };
const bodies = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, Forms>>;
const app = Fastify({ logger: false });
for (const [url, byCookie] of Object.entries(bodies)) {
  // Per cookie, as the app answers a learner and an admin differently (decision 0024).
  const variants = new Map(
    Object.entries(byCookie).map(([cookie, forms]) => [
      cookie,
      {
        identity: Buffer.from(forms.identity ?? '', 'base64'),
        br: forms.br ? Buffer.from(forms.br, 'base64') : undefined,
      },
    ]),
  );
  const fallback = variants.values().next().value;
  app.get(url, async (request, reply) => {
    const forms = variants.get(request.headers.cookie ?? '') ?? fallback;
    reply.type('application/json; charset=utf-8');
    if (forms?.br && request.headers['accept-encoding'] === 'br')
      return reply.header('content-encoding', 'br').send(forms.br);
    return reply.send(forms?.identity);
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
