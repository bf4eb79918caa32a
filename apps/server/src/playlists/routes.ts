import { playlistProblemsSchema, playlistSchema, SERVER } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/guards.ts';
import { idOr404, idParams } from '../http/ids.ts';
import { success } from '../http/reply.ts';
import * as service from './service.ts';

const playlistId = (id: string) => idOr404(id, SERVER.playlistNotFound, 'playlist_not_found');

/** Playlists API (spec section 7), plus PUT /playlist/:id for the edit screen. Owner only. */
export const playlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireUser);

  app.get('/', async (request) =>
    success(SERVER.playlistsFetched, { data: await service.list(ctx, userOf(request).id) }),
  );

  app.post('/create-playlist', { schema: { body: playlistSchema } }, async (request, reply) => {
    const playlist = await service.create(ctx, userOf(request).id, request.body);
    return reply.status(201).send(success(SERVER.playlistCreated, { data: playlist }));
  });

  app.get('/:id', { schema: { params: idParams } }, async (request) =>
    success(SERVER.playlistFetched, {
      data: await service.get(ctx, userOf(request).id, playlistId(request.params.id)),
    }),
  );

  app.put('/:id', { schema: { params: idParams, body: playlistSchema } }, async (request) =>
    success(SERVER.playlistUpdated, {
      data: await service.update(ctx, userOf(request).id, playlistId(request.params.id), request.body),
    }),
  );

  app.delete('/:id', { schema: { params: idParams } }, async (request) => {
    await service.remove(ctx, userOf(request).id, playlistId(request.params.id));
    return success(SERVER.playlistDeleted);
  });

  app.post(
    '/:id/add-problem',
    { schema: { params: idParams, body: playlistProblemsSchema } },
    async (request) =>
      success(SERVER.problemsAdded, {
        data: await service.addProblems(
          ctx,
          userOf(request).id,
          playlistId(request.params.id),
          request.body.problemIds,
        ),
      }),
  );

  app.delete(
    '/:id/remove-problem',
    { schema: { params: idParams, body: playlistProblemsSchema } },
    async (request) =>
      success(SERVER.problemRemoved, {
        data: await service.removeProblems(
          ctx,
          userOf(request).id,
          playlistId(request.params.id),
          request.body.problemIds,
        ),
      }),
  );
};
