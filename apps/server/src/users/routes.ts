import { SERVER, usersContract } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/guards.ts';
import { routeSchema } from '../http/contract.ts';
import { success } from '../http/reply.ts';
import { profileStats } from './stats.ts';

/** GET /users/me/stats: the profile's figures in one call. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/stats',
    { onRequest: requireUser, schema: routeSchema(usersContract.stats, ['users']) },
    async (request) =>
      success(SERVER.statsFetched, { data: await profileStats(app.ctx, userOf(request).id) }),
  );
};
