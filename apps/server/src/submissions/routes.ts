import { submissionsContract as api, QUEUE_MESSAGES, SERVER } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/guards.ts';
import { routeSchema } from '../http/contract.ts';
import { idOr404 } from '../http/ids.ts';
import { limit, referenceRunLimiter } from '../http/rate-limit.ts';
import { success } from '../http/reply.ts';
import { streamEvents } from './events.ts';
import * as service from './service.ts';

const TAGS = ['submissions'];

/** /execute-code/run and /execute-code/submit (spec section 7). */
export const executeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const referenceRuns = referenceRunLimiter(app);

  app.post(
    '/run',
    { onRequest: requireUser, config: limit('run'), schema: routeSchema(api.run, TAGS) },
    async (request) => {
      if (service.needsReference(request.body)) await referenceRuns(request);
      const result = await service.run(ctx, request.body, userOf(request));
      return success(SERVER.codeRan, { data: result });
    },
  );

  app.post(
    '/submit',
    { onRequest: requireUser, config: limit('submit'), schema: routeSchema(api.submit, TAGS) },
    async (request) => {
      const submission = await service.submit(ctx, request.body, userOf(request));
      return success(SERVER.codeSubmitted, { data: submission });
    },
  );
};

/** /submission/get-all-submission: the current user's own submissions only. */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/get-all-submission',
    { onRequest: requireUser, schema: routeSchema(api.list, TAGS) },
    async (request) =>
      success(SERVER.submissionsFetched, {
        data: await service.listSubmissions(ctx, userOf(request), request.query.problemId),
      }),
  );
};

const submissionId = (id: string) => idOr404(id, QUEUE_MESSAGES.submissionNotFound, 'submission_not_found');

/** /submissions: a submission is a record (202 Queued) that a worker judges; its events stream live. */
export const submissionRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/',
    { onRequest: requireUser, config: limit('submit'), schema: routeSchema(api.create, TAGS) },
    async (request, reply) => {
      const record = await service.createSubmission(ctx, request.body, userOf(request));
      return reply.status(202).send(success(QUEUE_MESSAGES.submissionQueued, { data: record }));
    },
  );

  app.get('/:id', { onRequest: requireUser, schema: routeSchema(api.get, TAGS) }, async (request) =>
    success(QUEUE_MESSAGES.submissionFetched, {
      data: await service.getSubmission(ctx, submissionId(request.params.id), userOf(request)),
    }),
  );

  app.get(
    '/:id/events',
    { onRequest: requireUser, schema: routeSchema(api.events, TAGS) },
    async (request, reply) => {
      // Ownership first: anyone else gets the JSON 404 before any stream starts.
      await service.getSubmission(ctx, submissionId(request.params.id), userOf(request));
      streamEvents(ctx, reply, request.params.id, request.headers['last-event-id']);
      return reply;
    },
  );
};
