import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { JudgeEngine } from '@codedojo/judge';
import {
  API_BASE,
  BODY_LIMIT_BYTES,
  HTTP_HEADERS_TIMEOUT_MS,
  HTTP_REQUEST_TIMEOUT_MS,
  healthContract,
  JUDGE_QUEUE,
  SERVER,
  SESSION_SWEEP_INTERVAL_MS,
} from '@codedojo/shared';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { authRoutes } from './auth/routes.ts';
import { startSessionSweeper } from './auth/session-sweeper.ts';
import { COMPRESS_THRESHOLD_BYTES } from './cache/json-cache.ts';
import { createReadCaches } from './cache/read-caches.ts';
import { compareRoutes } from './compare/routes.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { dailyRoutes } from './daily/routes.ts';
import type { Database } from './db/client.ts';
import { devMailRoutes } from './dev/routes.ts';
import { routeSchema } from './http/contract.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerJsonParser } from './http/json-parser.ts';
import { safeLogOptions } from './http/log-safety.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { failure, success } from './http/reply.ts';
import { requireResponseSchemas } from './http/response-schemas.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { queueDepth } from './judge/jobs.ts';
import { ProgressHub } from './judge/progress.ts';
import { metricsRoutes } from './judge/routes.ts';
import { DbJudgeWorker } from './judge/worker.ts';
import { leaderboardRoutes } from './leaderboard/routes.ts';
import { createMailer } from './mail/mailer.ts';
import { registerOpenApi } from './openapi.ts';
import { playlistRoutes } from './playlists/routes.ts';
import { problemRoutes } from './problems/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { revealedRoutes, solutionRoutes } from './solutions/routes.ts';
import { executeRoutes, submissionRecordRoutes, submissionRoutes } from './submissions/routes.ts';
import { userRoutes } from './users/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  /** The sandbox this process judges with; without one (or with JUDGE_LOCAL_WORKER=off) it only enqueues. */
  judge?: JudgeEngine | undefined;
  /** What is wrong with the sandbox, if anything: a broken one claims no jobs. */
  sandboxProblem?: () => Promise<string | null>;
  redis?: Redis | undefined;
  /** Where the built SPA lives; defaults to apps/web/dist. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  rateLimitNameSpace?: string;
  /** The clock handed to services; defaults to the system time. */
  clock?: () => Date;
  /** Slow-client time-outs; tests shorten them. */
  httpTimeouts?: { headersMs: number; requestMs: number };
  sessionSweepIntervalMs?: number;
};

/** JSON logs in production or when piped; readable lines in a developer's terminal. */
function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.isProduction || !process.stdout.isTTY) return { level: config.LOG_LEVEL, ...safeLogOptions };
  return {
    level: config.LOG_LEVEL,
    ...safeLogOptions,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
    },
  };
}

/** A hop count becomes the equivalent function (Fastify's types take no number). */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildApp(options: BuildOptions) {
  const { config, database } = options;
  const timeouts = options.httpTimeouts ?? {
    headersMs: HTTP_HEADERS_TIMEOUT_MS,
    requestMs: HTTP_REQUEST_TIMEOUT_MS,
  };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // Client addresses come from X-Forwarded-For only through the proxies TRUST_PROXY names.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A head or body trickled in slowly gets 408 and the socket closes (Node checks every interval).
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersMs / 4)),
    },
    // Request ids in logs, never echoed from client headers.
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireResponseSchemas(app);
  registerErrorHandler(app);
  registerJsonParser(app);

  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: app.log });
  const progress = new ProgressHub();
  await progress.start(database);
  const caches = await createReadCaches(database);
  const ctx: AppContext = {
    db: database.db,
    mailer,
    config,
    progress,
    log: app.log,
    now: options.clock ?? (() => new Date()),
    caches,
  };
  app.decorate('ctx', ctx);
  const worker =
    options.judge && config.JUDGE_LOCAL_WORKER === 'on'
      ? new DbJudgeWorker({
          database,
          engine: options.judge,
          concurrency: config.JUDGE_CONCURRENCY ?? availableParallelism(),
          leaseMs: config.JUDGE_LEASE_MS,
          ...(options.sandboxProblem ? { sandboxProblem: options.sandboxProblem } : {}),
          log: {
            info: (message) => app.log.info(message),
            warn: (message) => app.log.warn(message),
            error: (object, message) => app.log.error(object, message),
          },
        })
      : undefined;
  app.addHook('onReady', async () => {
    await worker?.start();
  });
  app.addHook('onClose', async () => {
    await worker?.close();
    await progress.close();
    await caches.close();
    await mailer.close();
  });
  // A write's response leaves only once this process's caches have heard of it (read-your-writes).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith('/api/')) {
      return done(null, payload);
    }
    caches.sync().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  startSessionSweeper(app, database.db, options.sessionSweepIntervalMs ?? SESSION_SWEEP_INTERVAL_MS);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Avatars are user-supplied http(s) URLs.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  await app.register(cookie);
  await registerRateLimit(app, {
    redis: options.redis,
    enabled: config.RATE_LIMIT === 'on',
    nameSpace: options.rateLimitNameSpace,
  });
  registerOriginCheck(app, config.appOrigin);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // API JSON only: the SPA's files come precompressed from the build (or go as they are).
      await api.register(compress, {
        threshold: COMPRESS_THRESHOLD_BYTES,
        encodings: ['br', 'gzip'],
        // Brotli's default (11) costs far more CPU than it saves on the wire for live responses.
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      api.get('/health', { schema: routeSchema(healthContract.health, ['operations']) }, async () => {
        const queue = await queueDepth(database.db, JUDGE_QUEUE.workerLiveMs);
        return success(SERVER.healthy, { data: { database: database.kind, queue } });
      });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(problemRoutes, { prefix: '/problems' });
      await api.register(executeRoutes, { prefix: '/execute-code' });
      await api.register(submissionRoutes, { prefix: '/submission' });
      await api.register(submissionRecordRoutes, { prefix: '/submissions' });
      await api.register(playlistRoutes, { prefix: '/playlist' });
      await api.register(leaderboardRoutes, { prefix: '/leaderboard' });
      await api.register(userRoutes, { prefix: '/users' });
      // Learning features (issue 14).
      await api.register(solutionRoutes, { prefix: '/problems' });
      await api.register(revealedRoutes, { prefix: '/users' });
      await api.register(dailyRoutes, { prefix: '/daily' });
      await api.register(reviewRoutes, { prefix: '/review' });
      await api.register(compareRoutes, { prefix: '/compare' });
    },
    { prefix: API_BASE },
  );

  await app.register(metricsRoutes);

  if (!config.isProduction && mailer.outbox) {
    await app.register(devMailRoutes, { outbox: mailer.outbox });
  }

  const webDist = options.webDist ?? defaultWebDist;
  const hasSpa = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/build-plugins/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const file = path.relative(webDist, filePath);
        // Vite names everything under assets/ by its content hash: it never changes under its name.
        if (file.startsWith(`assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
        // The shell names the current assets: always revalidated (send's default would replace it).
        else if (/^index\.html(\.br|\.gz)?$/.test(file)) reply.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes: every other path gets the SPA shell.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(failure(SERVER.routeNotFound, undefined, 'route_not_found'));
  });

  return app;
}
