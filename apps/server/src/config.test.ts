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

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
