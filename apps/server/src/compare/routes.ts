import { LEARNING_SERVER, learningContract } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/guards.ts';
import { routeSchema } from '../http/contract.ts';
import { idOr404 } from '../http/ids.ts';
import { success } from '../http/reply.ts';
import { compareSubmissions } from './service.ts';

const submissionId = (id: string) => idOr404(id, LEARNING_SERVER.submissionNotFound, 'submission_not_found');

/** GET /compare?a=&b=: two of the user's own submissions side by side. */
export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { onRequest: requireUser, schema: routeSchema(learningContract.compare, ['learning']) },
    async (request) =>
      success(LEARNING_SERVER.compareFetched, {
        data: await compareSubmissions(
          app.ctx,
          userOf(request).id,
          submissionId(request.query.a),
          submissionId(request.query.b),
        ),
      }),
  );
};
