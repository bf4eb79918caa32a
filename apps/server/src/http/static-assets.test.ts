import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';

const HASHED = 'assets/index-AbCd1234_x.js';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

describe('static assets and response compression', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, HASHED), SCRIPT);
    fs.writeFileSync(path.join(dist, `${HASHED}.br`), brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dist, `${HASHED}.gz`), gzipSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('pglite', {}, { webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a hashed asset precompressed, cached for a year as immutable', async () => {
    const br = await get(`/${HASHED}`, { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get(`/${HASHED}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(`/${HASHED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('makes browsers revalidate unhashed files and the SPA shell', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const shell = await get('/problems/some-client-route');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('id="root"');
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON over 1 KB and leaves small JSON alone', async () => {
    const big = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toHaveProperty('openapi');
    const small = await get('/api/v1/health', { 'accept-encoding': 'gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('puts the security headers on API answers, static files and 404s alike', async () => {
    for (const url of ['/api/v1/health', '/favicon.svg', '/api/v1/no-such-route', '/some/page']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('answers traversal and odd encodings on static paths without a 500', async () => {
    for (const url of [
      '/assets/..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/index-AbCd1234_x.js%00',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br;q=abc, gzip;;' });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('root:x:');
    }
  });
});
