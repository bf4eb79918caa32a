import { problemsContract as api, PROBLEM_LIMITS, QUEUE_MESSAGES, SERVER } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, requireUser, userOf } from '../auth/guards.ts';
import { sendCached } from '../cache/send.ts';
import { checkedBody, routeSchema } from '../http/contract.ts';
import { idOr404 } from '../http/ids.ts';
import { success } from '../http/reply.ts';
import { rejudgeProblem } from '../submissions/service.ts';
import * as service from './service.ts';

const problemId = (id: string) => idOr404(id, SERVER.problemNotFound, 'problem_not_found');

const TAGS = ['problems'];

/** Problems API (spec section 7). Admin routes check the role before the body is read. */
export const problemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // The same for every learner (and for every admin): bytes built once per catalogue change.
  app.get(
    '/get-all-problems',
    { onRequest: requireUser, compress: false, schema: routeSchema(api.list, TAGS) },
    async (request, reply) => {
      const view = service.problemViewOf(userOf(request));
      const body = await ctx.caches.problemList.get(view, async () =>
        checkedBody(
          api.list,
          success(SERVER.problemsFetched, { data: await service.getAllProblems(ctx, view) }),
        ),
      );
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/get-problem/:id',
    { onRequest: requireUser, compress: false, schema: routeSchema(api.get, TAGS) },
    async (request, reply) => {
      const id = problemId(request.params.id);
      const user = userOf(request);
      const body = await ctx.caches.problem.get(`${id}:${service.problemViewOf(user)}`, async () =>
        checkedBody(
          api.get,
          success(SERVER.problemFetched, { data: await service.getProblem(ctx, id, user) }),
        ),
      );
      return sendCached(request, reply, body);
    },
  );

  app.post(
    '/:id/rejudge',
    { onRequest: adminOnly(), schema: routeSchema(api.rejudge, TAGS) },
    async (request, reply) => {
      const queued = await rejudgeProblem(ctx, problemId(request.params.id));
      return reply.status(202).send(success(QUEUE_MESSAGES.rejudgeQueued, { data: queued }));
    },
  );

  app.get(
    '/get-solved-problems',
    { onRequest: requireUser, schema: routeSchema(api.solved, TAGS) },
    async (request) =>
      success(SERVER.solvedFetched, { data: await service.getSolvedProblems(ctx, userOf(request)) }),
  );

  app.post(
    '/create-problem',
    {
      onRequest: adminOnly(SERVER.onlyAdminsCreate),
      bodyLimit: PROBLEM_LIMITS.bodyBytes,
      schema: routeSchema(api.create, TAGS),
    },
    async (request, reply) => {
      const problem = await service.createProblem(ctx, request.body, userOf(request));
      return reply.status(201).send(success(SERVER.problemCreated, { data: problem }));
    },
  );

  app.put(
    '/update-problem/:id',
    {
      onRequest: adminOnly(SERVER.onlyAdminsUpdate),
      bodyLimit: PROBLEM_LIMITS.bodyBytes,
      schema: routeSchema(api.update, TAGS),
    },
    async (request) =>
      success(SERVER.problemUpdated, {
        data: await service.updateProblem(ctx, problemId(request.params.id), request.body),
      }),
  );

  app.delete(
    '/delete-problem/:id',
    { onRequest: adminOnly(SERVER.onlyAdminsDelete), schema: routeSchema(api.remove, TAGS) },
    async (request) => {
      await service.deleteProblem(ctx, problemId(request.params.id));
      return success(SERVER.problemDeleted);
    },
  );
};
