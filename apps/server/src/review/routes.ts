import { learningContract as api, LEARNING_SERVER } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/guards.ts';
import { routeSchema } from '../http/contract.ts';
import { idOr404 } from '../http/ids.ts';
import { success } from '../http/reply.ts';
import * as service from './service.ts';

const problemId = (id: string) => idOr404(id, LEARNING_SERVER.notInReview, 'not_in_review');

const TAGS = ['learning'];

/** GET /review (due now), GET /review/:problemId, POST /review/:problemId/skip. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: routeSchema(api.dueReviews, TAGS) }, async (request) =>
    success(LEARNING_SERVER.reviewFetched, { data: await service.dueReviews(ctx, userOf(request).id) }),
  );

  app.get('/:problemId', { schema: routeSchema(api.review, TAGS) }, async (request) =>
    success(LEARNING_SERVER.reviewFetched, {
      data: await service.reviewOf(ctx, userOf(request).id, problemId(request.params.problemId)),
    }),
  );

  app.post('/:problemId/skip', { schema: routeSchema(api.skipReview, TAGS) }, async (request) =>
    success(LEARNING_SERVER.reviewSkipped, {
      data: await service.skipReview(ctx, userOf(request).id, problemId(request.params.problemId)),
    }),
  );
};
