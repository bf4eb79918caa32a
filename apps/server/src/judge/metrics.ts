import { Counter, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of this process (GET /metrics). Histograms and counters are what this
 * process's worker measured; the queue gauges are read from the database at scrape time.
 */
export const registry = new Registry();

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export const judgeMetrics = {
  waitSeconds: new Histogram({
    name: 'codedojo_judge_queue_wait_seconds',
    help: 'Time from enqueue to claim, per language',
    labelNames: ['language'],
    buckets: SECONDS,
    registers: [registry],
  }),
  judgeSeconds: new Histogram({
    name: 'codedojo_judge_duration_seconds',
    help: 'Time spent judging one job, per language',
    labelNames: ['language'],
    buckets: SECONDS,
    registers: [registry],
  }),
  verdicts: new Counter({
    name: 'codedojo_judge_verdicts_total',
    help: 'Verdicts given, per language and verdict',
    labelNames: ['language', 'verdict'],
    registers: [registry],
  }),
  attempts: new Counter({
    name: 'codedojo_judge_attempts_total',
    help: 'Jobs claimed (a retry counts again), per kind',
    labelNames: ['kind'],
    registers: [registry],
  }),
};
