import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';

/** A built SPA as apps/web/vite-precompress.ts leaves it: .br and .gz beside each text file. */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const SHELL = `<!doctype html><html><head><title>CodeDojo</title></head><body>${'<div></div>'.repeat(50)}</body></html>`;

function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const precompressed = (file: string, text: string) => {
    fs.writeFileSync(path.join(dir, file), text);
    fs.writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  };
  precompressed('index.html', SHELL);
  precompressed('assets/index-AbCd1234.js', SCRIPT);
  // Too small to gain from compression: the build writes no variant.
  fs.writeFileSync(path.join(dir, 'assets/tiny-EfGh5678.js'), 'export{};');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

function decode(body: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('the built SPA, served precompressed', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'codedojo-web-'));
    writeBuild(webDist);
    t = await createTestApp('pglite', {}, { webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli file to a browser that accepts br, as JavaScript, cacheable for good', async () => {
    const response = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      response.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets/index-AbCd1234.js.br'))),
    ).toBe(true);
  });

  it('sends the gzip file when br is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(
      gzipped.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets/index-AbCd1234.js.gz'))),
    ).toBe(true);
    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('falls back to the plain file when a file has no compressed variant', async () => {
    const response = await get('/assets/tiny-EfGh5678.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export{};');
  });

  it('serves the SPA shell compressed for client routes, revalidated on every visit', async () => {
    const response = await get('/problems/some-id', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('answers malformed Accept-Encoding headers with a readable file, never a 500', async () => {
    for (const header of ['', ';;;', 'br;q=abc', '*;q=-1, 💥', 'x'.repeat(4096), 'identity;q=0']) {
      const response = await get('/assets/index-AbCd1234.js', header);
      expect(response.statusCode, header).toBeLessThan(500);
      if (response.statusCode === 200 && !response.headers['content-encoding']) {
        expect(response.body, header).toBe(SCRIPT);
      }
    }
  });

  it('never serves a file outside the build through the compressed variants', async () => {
    for (const url of [
      '/assets/../../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fetc%2fpasswd',
      '/assets/index-AbCd1234.js%00.br',
    ]) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBeLessThan(500);
      // Whatever comes back is the SPA shell (client route fallback) or an error, decoded or not.
      const body = decode(response.rawPayload, response.headers['content-encoding']);
      expect(body === SHELL || response.statusCode >= 400, url).toBe(true);
      expect(body, url).not.toContain('root:');
    }
  });
});
