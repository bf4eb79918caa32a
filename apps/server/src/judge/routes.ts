import { JUDGE_QUEUE } from '@codedojo/shared';
import type { FastifyPluginAsync } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { z } from 'zod';
import { queueDepth } from './jobs.ts';
import { registry } from './metrics.ts';

/** GET /metrics: Prometheus text. The queue gauges are read from the database at each scrape. */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const gauges = new Registry();
  let depth: Promise<Awaited<ReturnType<typeof queueDepth>>> | undefined;
  // One query per scrape, shared by the three gauges.
  const read = () => {
    depth ??= queueDepth(ctx.db, JUDGE_QUEUE.workerLiveMs).finally(() => {
      setTimeout(() => {
        depth = undefined;
      }, 100);
    });
    return depth;
  };
  new Gauge({
    name: 'codedojo_judge_queue_depth',
    help: 'Jobs waiting for a worker (queued, or running under an expired lease)',
    registers: [gauges],
    async collect() {
      this.set((await read()).queued);
    },
  });
  new Gauge({
    name: 'codedojo_judge_jobs_running',
    help: 'Jobs held by a worker under a live lease',
    registers: [gauges],
    async collect() {
      this.set((await read()).running);
    },
  });
  new Gauge({
    name: 'codedojo_judge_live_workers',
    help: 'Worker processes with a recent heartbeat',
    registers: [gauges],
    async collect() {
      this.set((await read()).liveWorkers);
    },
  });

  const text = { content: { 'text/plain': { schema: z.string() } } };
  app.get(
    '/metrics',
    { schema: { tags: ['operations'], response: { 200: text } } },
    async (_request, reply) => {
      const merged = Registry.merge([registry, gauges]);
      const text = await merged.metrics();
      return reply.header('content-type', merged.contentType).send(text);
    },
  );
};
