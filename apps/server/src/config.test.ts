import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      secureCookies: false,
      ADMIN_EMAILS: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every bad variable in one error', () => {
    const bad = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'not a url', NODE_ENV: 'staging' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL: must be a PostgreSQL URL/);
      expect(problems).toMatch(/SMTP_URL/);
      expect(problems).toMatch(/NODE_ENV/);
    }
  });

  it('marks cookies Secure when APP_URL is https and lower-cases ADMIN_EMAILS', () => {
    const config = loadConfig({
      APP_URL: 'https://dojo.example.com/',
      ADMIN_EMAILS: ' Boss@Example.com,, x@y.z ',
    });
    expect(config.secureCookies).toBe(true);
    expect(config.appOrigin).toBe('https://dojo.example.com');
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'x@y.z']);
  });

  it("serves a worker's metrics only on a valid WORKER_METRICS_PORT; empty means unset", () => {
    expect(loadConfig({}).WORKER_METRICS_PORT).toBeUndefined();
    expect(loadConfig({ WORKER_METRICS_PORT: '' }).WORKER_METRICS_PORT).toBeUndefined();
    expect(loadConfig({ WORKER_METRICS_PORT: '9464' }).WORKER_METRICS_PORT).toBe(9464);
    for (const bad of ['metrics', '-1', '65536', '94.5']) {
      expect(() => loadConfig({ WORKER_METRICS_PORT: bad }), bad).toThrow(/WORKER_METRICS_PORT/);
    }
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('binds to loopback in development and to every interface in production, unless HOST says', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each([
    'true',
    'yes',
    '-1',
    '33',
    '1.5',
    '10.0.0.1/33',
    '10.0.0.300',
    'example.com',
    '10.0.0.1,,x',
    '::1/129',
  ])('refuses TRUST_PROXY=%s, naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be off, a hop count/);
  });
});
