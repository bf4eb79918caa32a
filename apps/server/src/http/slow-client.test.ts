import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';

/**
 * Slowloris: a client that trickles its request must not hold a socket for long. The time-outs
 * are shortened for the test (production: HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS).
 */
describe('slow clients', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { httpTimeouts: { headersMs: 600, requestMs: 1500 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Writes `head`, then one byte of `trickle` every 200 ms; resolves with what came back and when the socket closed. */
  function trickle(head: string, drip: string) {
    return new Promise<{ response: string; closedAfterMs: number }>((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let response = '';
      let sent = 0;
      const timer = setInterval(() => {
        if (!socket.writable) return;
        socket.write(drip[sent % drip.length] ?? ' ');
        sent++;
      }, 200);
      socket.on('connect', () => socket.write(head));
      socket.on('data', (chunk) => {
        response += chunk.toString('utf8');
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ response, closedAfterMs: Date.now() - started });
      });
      // Upper bound for the test itself: far beyond the time-outs, far below Node's defaults.
      setTimeout(() => socket.destroy(), 20_000).unref();
    });
  }

  it('answers 408 and closes the socket when a body trickles in', async () => {
    const head =
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { response, closedAfterMs } = await trickle(head, '{"email":"slow@example.com"');
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(15_000);
  });

  it('closes the socket when headers trickle in', async () => {
    const { response, closedAfterMs } = await trickle(
      'GET /api/v1/health HTTP/1.1\r\n',
      'X-Slow: aaaaaaaaaaaaa',
    );
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(15_000);
  });
});
