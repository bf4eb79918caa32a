import { LEARNING_SERVER, learningContract } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/guards.ts';
import { routeSchema } from '../http/contract.ts';
import { success } from '../http/reply.ts';
import { dailyProblem } from './service.ts';

/** GET /daily: today's (UTC) problem. */
export const dailyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { onRequest: requireUser, schema: routeSchema(learningContract.daily, ['learning']) },
    async (request) =>
      success(LEARNING_SERVER.dailyFetched, { data: await dailyProblem(app.ctx, userOf(request).id) }),
  );
};
