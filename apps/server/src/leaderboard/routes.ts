import { leaderboardContract as api, SERVER } from '@codedojo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guards.ts';
import { sendCached } from '../cache/send.ts';
import { checkedBody, routeSchema } from '../http/contract.ts';
import { success } from '../http/reply.ts';
import { monthlyLeaderboard } from './service.ts';

/** GET /leaderboard/monthly[?month=&year=]: the current UTC month by default. */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/monthly',
    { onRequest: requireUser, compress: false, schema: routeSchema(api.monthly, ['leaderboard']) },
    async (request, reply) => {
      const now = new Date();
      const year = request.query.year ?? now.getUTCFullYear();
      const month = request.query.month ?? now.getUTCMonth() + 1;
      // Names and scores only, the same for every viewer.
      const body = await app.ctx.caches.leaderboard.get(`${year}-${month}`, async () =>
        checkedBody(
          api.monthly,
          success(SERVER.leaderboardFetched, { data: await monthlyLeaderboard(app.ctx, year, month) }),
        ),
      );
      return sendCached(request, reply, body);
    },
  );
};
