import { executeSchema, SERVER } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../auth/guards.ts';
import { limit, referenceRunLimiter } from '../http/rate-limit.ts';
import { success } from '../http/reply.ts';
import * as service from './service.ts';

/** /execute-code/run and /execute-code/submit (spec section 7). */
export const executeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const referenceRuns = referenceRunLimiter(app);

  app.post(
    '/run',
    { onRequest: requireUser, config: limit('run'), schema: { body: executeSchema } },
    async (request) => {
      if (service.needsReference(request.body)) await referenceRuns(request);
      const result = await service.run(ctx, request.body, userOf(request));
      return success(SERVER.codeRan, { data: result });
    },
  );

  app.post(
    '/submit',
    { onRequest: requireUser, config: limit('submit'), schema: { body: executeSchema } },
    async (request) => {
      const submission = await service.submit(ctx, request.body, userOf(request));
      return success(SERVER.codeSubmitted, { data: submission });
    },
  );
};

const listQuery = z.object({ problemId: z.uuid().optional() });

/** /submission/get-all-submission: the current user's own submissions only. */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/get-all-submission',
    { onRequest: requireUser, schema: { querystring: listQuery } },
    async (request) =>
      success(SERVER.submissionsFetched, {
        data: await service.listSubmissions(ctx, userOf(request), request.query.problemId),
      }),
  );
};
