import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solved } from '../db/schema.ts';
import { insertProblem } from '../testing/fixtures.ts';
import { createTestApp, signedInUser, type TestApp } from '../testing/harness.ts';

describe('JSON compression and security headers', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const user = await signedInUser(t, 'squeeze@example.com', 'Squeeze');
    cookie = user.cookie;
    // Enough solved problems for get-solved-problems to pass 1 KB.
    for (let i = 0; i < 15; i++) {
      const problem = await insertProblem(t.db, { title: `Solved ${i}`, difficulty: 'EASY' });
      await t.db.insert(solved).values({ userId: user.id, problemId: problem.id });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('compresses JSON over 1 KB and leaves small JSON alone', async () => {
    const big = await get('/api/v1/problems/get-solved-problems', { 'accept-encoding': 'gzip', cookie });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).data).toHaveLength(15);
    const small = await get('/api/v1/health', { 'accept-encoding': 'gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers garbage Accept-Encoding on JSON with a readable answer, never a 500', async () => {
    for (const value of [';;;q=abc,', 'gzip;q=-1, br;q=NaN', 'x'.repeat(5000), 'identity;q=0']) {
      const res = await get('/api/v1/problems/get-solved-problems', { 'accept-encoding': value, cookie });
      expect(res.statusCode, value).toBeLessThan(500);
    }
  });

  it('puts the security headers on API answers and 404s alike', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-route', '/api/v1/auth/me']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS when the app is served over https', async () => {
    const secure = await createTestApp('pglite', { APP_URL: 'https://dojo.example.com' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});
