import {
  ACCOUNT_RATE_LIMITS,
  type AccountRateLimitName,
  RATE_LIMITS,
  type RateLimitName,
} from '@codedojo/shared';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from './errors.ts';

/** Registers the plugin (Redis-backed when a client is given, so limits hold across instances). */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis?: Redis | undefined; enabled: boolean; nameSpace?: string },
) {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: options.nameSpace ?? 'codedojo-rl-',
    skipOnError: false,
    // Thrown, then rendered by the error handler as the usual 429 envelope.
    errorResponseBuilder: () => tooManyRequests(),
  });
  app.decorate('rateLimitsEnabled', options.enabled);
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitsEnabled: boolean;
  }
}

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
};

/**
 * The per-account limit on Runs that execute the reference solution (decision 0007): a check to
 * call inside the handler, since only the parsed body says whether the reference runs.
 */
export function referenceRunLimiter(app: FastifyInstance) {
  const { max, windowSeconds } = RATE_LIMITS.runReference;
  const check = app.createRateLimit({
    max,
    timeWindow: windowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => `runReference:${request.user?.id ?? request.ip}`,
    allowList: (request: FastifyRequest) => !request.server.rateLimitsEnabled,
  });
  return async (request: FastifyRequest) => {
    const verdict = await check(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw tooManyRequests();
  };
}

/** Route config for a named limit; `perEmail` keys the counter by address and e-mail. */
export function limit(name: RateLimitName, perEmail = false) {
  const { max, windowSeconds } = RATE_LIMITS[name];
  return {
    rateLimit: {
      max,
      timeWindow: windowSeconds * 1000,
      // After body parsing, so the e-mail can be part of the key.
      hook: 'preValidation' as const,
      // Signed-in calls count per account, others per address.
      keyGenerator: (request: FastifyRequest) =>
        `${name}:${request.user?.id ?? request.ip}${perEmail ? `:${emailOf(request)}` : ''}`,
      allowList: (request: FastifyRequest) => !request.server.rateLimitsEnabled,
    },
  };
}

/**
 * The account calls' limits across e-mails (one client address) and across addresses (one e-mail),
 * as a preValidation hook beside `limit(name, true)`. Both counters move on every call; a body
 * without an e-mail (refused by validation anyway) counts only per address.
 */
export function accountLimits(app: FastifyInstance, name: AccountRateLimitName) {
  const { perAddress, perAccount } = ACCOUNT_RATE_LIMITS[name];
  const byAddress = app.createRateLimit({
    max: perAddress.max,
    timeWindow: perAddress.windowSeconds * 1000,
    keyGenerator: (request) => `${name}-address:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: perAccount.max,
    timeWindow: perAccount.windowSeconds * 1000,
    keyGenerator: (request) => `${name}-account:${emailOf(request)}`,
  });
  return async (request: FastifyRequest) => {
    if (!request.server.rateLimitsEnabled) return;
    const checks = [byAddress(request)];
    if (emailOf(request)) checks.push(byAccount(request));
    const results = await Promise.all(checks);
    if (results.some((result) => !result.isAllowed && result.isExceeded)) throw tooManyRequests();
  };
}
