import { authContract as api, SERVER } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../http/contract.ts';
import { accountLimits, limit } from '../http/rate-limit.ts';
import { success } from '../http/reply.ts';
import { presentUser } from '../users/presenter.ts';
import {
  clearRegistrationCookie,
  clearSessionCookie,
  setRegistrationCookie,
  setSessionCookie,
} from './cookie.ts';
import { registrationToken, requireUser, sessionToken, userOf } from './guards.ts';
import * as auth from './service.ts';
import { deleteSession } from './sessions.ts';

const meta = (request: { headers: Record<string, unknown>; ip: string }) => ({
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  ip: request.ip,
});

const TAGS = ['auth'];

/** The seven account calls of spec section 7. Thin: validate, call the service, present. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/me', { onRequest: requireUser, schema: routeSchema(api.me, TAGS) }, async (request) =>
    success(SERVER.userFetched, { user: presentUser(userOf(request)) }),
  );

  app.post(
    '/register',
    { schema: routeSchema(api.register, TAGS), config: limit('register') },
    async (request, reply) => {
      const result = await auth.register(ctx, request.body);
      setRegistrationCookie(reply, result.registrationToken);
      return reply.status(201).send(
        success(SERVER.registered, {
          user: presentUser(result.user),
          expiresAt: result.expiresAt,
          remainingAttempts: result.remainingAttempts,
        }),
      );
    },
  );

  app.post(
    '/login',
    {
      schema: routeSchema(api.login, TAGS),
      config: limit('login', true),
      preValidation: accountLimits(app, 'login'),
    },
    async (request, reply) => {
      const result = await auth.login(ctx, request.body, meta(request));
      if (result.kind === 'otp') {
        setRegistrationCookie(reply, result.registrationToken);
        return success(SERVER.emailNotVerified, {
          requiresOTP: true as const,
          user: presentUser(result.user),
          expiresAt: result.expiresAt,
          remainingAttempts: result.remainingAttempts,
        });
      }
      setSessionCookie(reply, result.session.token);
      return success(SERVER.loggedIn, { requiresOTP: false as const, user: presentUser(result.user) });
    },
  );

  app.post(
    '/send-otp',
    {
      schema: routeSchema(api.sendOtp, TAGS),
      config: limit('sendOtp', true),
      preValidation: accountLimits(app, 'sendOtp'),
    },
    async (request) => {
      const result = await auth.sendOtp(ctx, request.body.email);
      return success(SERVER.otpSent, result);
    },
  );

  app.post(
    '/verify-otp',
    {
      schema: routeSchema(api.verifyOtp, TAGS),
      config: limit('verifyOtp', true),
      preValidation: accountLimits(app, 'verifyOtp'),
    },
    async (request, reply) => {
      const input = { ...request.body, registrationToken: registrationToken(request) };
      const result = await auth.verifyOtp(ctx, input, meta(request));
      if (result.session) setSessionCookie(reply, result.session.token);
      clearRegistrationCookie(reply);
      return success(SERVER.emailVerified, { user: presentUser(result.user) });
    },
  );

  app.post('/logout', { schema: routeSchema(api.logout, TAGS) }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(ctx.db, token);
    clearSessionCookie(reply);
    return success(SERVER.loggedOut);
  });

  app.put(
    '/update-profile',
    { schema: routeSchema(api.updateProfile, TAGS), onRequest: requireUser },
    async (request) => {
      const user = await auth.updateProfile(ctx, userOf(request).id, request.body);
      return success(SERVER.profileUpdated, { user: presentUser(user) });
    },
  );
};
