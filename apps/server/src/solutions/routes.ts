import { learningContract as api, LEARNING_SERVER, SERVER } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/guards.ts';
import { routeSchema } from '../http/contract.ts';
import { idOr404 } from '../http/ids.ts';
import { success } from '../http/reply.ts';
import * as service from './service.ts';

const problemId = (id: string) => idOr404(id, SERVER.problemNotFound, 'problem_not_found');

const TAGS = ['learning'];

/** /problems/:id/solutions (+ /reveal): the editorial and references, locked until solved. */
export const solutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireUser);

  app.get('/:id/solutions', { schema: routeSchema(api.solutions, TAGS) }, async (request) =>
    success(LEARNING_SERVER.solutionsFetched, {
      data: await service.getSolutions(ctx, userOf(request).id, problemId(request.params.id)),
    }),
  );

  app.post('/:id/solutions/reveal', { schema: routeSchema(api.reveal, TAGS) }, async (request) =>
    success(LEARNING_SERVER.solutionsRevealed, {
      data: await service.revealSolutions(ctx, userOf(request).id, problemId(request.params.id)),
    }),
  );
};

/** /users/me/revealed-solutions: the profile's "revealed before solving" list. */
export const revealedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/revealed-solutions',
    { onRequest: requireUser, schema: routeSchema(api.reveals, TAGS) },
    async (request) =>
      success(LEARNING_SERVER.revealsFetched, {
        data: await service.revealedBeforeSolving(app.ctx, userOf(request).id),
      }),
  );
};
