import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from './metrics.ts';

/**
 * A worker process's own GET /metrics (WORKER_METRICS_PORT, decision 0017): the histograms and
 * counters of the jobs it judged, for Prometheus to scrape like any API process. Anything else
 * is a 404; nothing here reads the request beyond its method and path.
 */
export async function serveWorkerMetrics(host: string, port: number) {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' })
        .end('method not allowed\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  // Scrapes are short: a stuck client must not hold a socket open for long.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
