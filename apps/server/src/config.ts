import { isIP } from 'node:net';
import path from 'node:path';
import { JUDGE_QUEUE } from '@codedojo/shared';
import { z } from 'zod';

/**
 * The environment, read and validated once at start-up. A bad value stops the boot with one
 * line per problem, naming the variable and what is wrong with it.
 */
const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = (protocols: string[], label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => {
        if (value === undefined) return true;
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')}...)` },
    );

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (item: string) => {
  if (PROXY_RANGE_NAMES.includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies may tell the client's address (X-Forwarded-For): unset or `off` trusts none (the
 * socket's peer is the client); a whole number trusts that many hops; otherwise a comma-separated
 * list of addresses, CIDR ranges or loopback/linklocal/uniquelocal.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'off' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 0 && hops <= 32) return hops;
    } else {
      const items = value.split(',').map((item) => item.trim());
      if (items.every(isProxyAddress)) return items;
    }
    context.addIssue({
      code: 'custom',
      message: 'must be off, a hop count (1-32) or a comma-separated list of proxy addresses / CIDR ranges',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0-65535')
    .max(65535, 'must be 0-65535')
    .default(3000),
  /** Unset: 0.0.0.0 in production, 127.0.0.1 otherwise (the dev outbox shows one-time codes). */
  HOST: z.string().trim().min(1).optional(),
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'PostgreSQL'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'Redis'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'SMTP'),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address like "CodeDojo <no-reply@example.com>"')
    .default('CodeDojo <no-reply@codedojo.local>'),
  APP_URL: optionalUrl(['http:', 'https:'], 'http(s)'),
  ADMIN_EMAILS: csv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Turns rate limits off; only for tests that hammer an endpoint on purpose. */
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** `off`: this API process only enqueues; `npm run worker` processes judge (no sandbox needed here). */
  JUDGE_LOCAL_WORKER: z.enum(['on', 'off']).default('on'),
  /** Jobs this process's worker judges at once; defaults to the core count. */
  JUDGE_CONCURRENCY: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').optional(),
  JUDGE_LEASE_MS: z.coerce
    .number()
    .int('must be a whole number')
    .min(500, 'must be at least 500')
    .default(JUDGE_QUEUE.leaseMs),
  JUDGE_SUBMIT_WAIT_MS: z.coerce
    .number()
    .int()
    .min(100, 'must be at least 100')
    .default(JUDGE_QUEUE.submitWaitMs),
  JUDGE_EVENTS_KEEPALIVE_MS: z.coerce
    .number()
    .int()
    .min(100, 'must be at least 100')
    .default(JUDGE_QUEUE.keepAliveMs),
  JUDGE_RUN_WAIT_MS: z.coerce.number().int().min(100, 'must be at least 100').default(JUDGE_QUEUE.runWaitMs),
  /** `npm run worker` serves its own GET /metrics on this port (on HOST); unset: none. 0: any free port. */
  WORKER_METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be 0-65535')
      .max(65535, 'must be 0-65535')
      .optional(),
  ),
});

export type Config = Omit<z.infer<typeof envSchema>, 'HOST'> & {
  HOST: string;
  dataDir: string;
  /** Public origin; cookies get `Secure` when it is https. */
  appOrigin: string | undefined;
  secureCookies: boolean;
  isProduction: boolean;
  submitWaitMs: number;
  runWaitMs: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const appOrigin = values.APP_URL ? new URL(values.APP_URL).origin : undefined;
  const isProduction = values.NODE_ENV === 'production';
  return {
    ...values,
    HOST: values.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(values.DATA_DIR),
    appOrigin,
    secureCookies: appOrigin?.startsWith('https:') ?? false,
    isProduction,
    submitWaitMs: values.JUDGE_SUBMIT_WAIT_MS,
    runWaitMs: values.JUDGE_RUN_WAIT_MS,
  };
}
