import { playlistsContract as api, SERVER } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/guards.ts';
import { routeSchema } from '../http/contract.ts';
import { idOr404 } from '../http/ids.ts';
import { success } from '../http/reply.ts';
import * as service from './service.ts';

const playlistId = (id: string) => idOr404(id, SERVER.playlistNotFound, 'playlist_not_found');

const TAGS = ['playlists'];

/** Playlists API (spec section 7), plus PUT /playlist/:id for the edit screen. Owner only. */
export const playlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: routeSchema(api.list, TAGS) }, async (request) =>
    success(SERVER.playlistsFetched, { data: await service.list(ctx, userOf(request).id) }),
  );

  app.post('/create-playlist', { schema: routeSchema(api.create, TAGS) }, async (request, reply) => {
    const playlist = await service.create(ctx, userOf(request).id, request.body);
    return reply.status(201).send(success(SERVER.playlistCreated, { data: playlist }));
  });

  app.get('/:id', { schema: routeSchema(api.get, TAGS) }, async (request) =>
    success(SERVER.playlistFetched, {
      data: await service.get(ctx, userOf(request).id, playlistId(request.params.id)),
    }),
  );

  app.put('/:id', { schema: routeSchema(api.update, TAGS) }, async (request) =>
    success(SERVER.playlistUpdated, {
      data: await service.update(ctx, userOf(request).id, playlistId(request.params.id), request.body),
    }),
  );

  app.delete('/:id', { schema: routeSchema(api.remove, TAGS) }, async (request) => {
    await service.remove(ctx, userOf(request).id, playlistId(request.params.id));
    return success(SERVER.playlistDeleted);
  });

  app.post('/:id/add-problem', { schema: routeSchema(api.addProblems, TAGS) }, async (request) =>
    success(SERVER.problemsAdded, {
      data: await service.addProblems(
        ctx,
        userOf(request).id,
        playlistId(request.params.id),
        request.body.problemIds,
      ),
    }),
  );

  app.delete('/:id/remove-problem', { schema: routeSchema(api.removeProblems, TAGS) }, async (request) =>
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
