import type { JudgeRequest, JudgeResult } from '@codedojo/judge';
import { type Language, resolveLanguage, SERVER } from '@codedojo/shared';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { deleteJob, enqueueRunJob, findJob } from './jobs.ts';
import { waitFor } from './progress.ts';

/**
 * Judges a request that leaves no record (runs, reference checks) through the queue, ahead of
 * submissions. A judge that does not answer in time is a 503, not a 500; the job is dropped.
 */
export async function judgeOrUnavailable(
  ctx: AppContext,
  request: JudgeRequest,
  ownerId: string | null = null,
): Promise<JudgeResult> {
  const language = resolveLanguage(request.language) as Language;
  const jobId = await enqueueRunJob(ctx.db, { ownerId, language, request: { ...request, language } });
  const result = await waitFor(
    ctx.progress,
    `j:${jobId}`,
    async () => {
      const job = await findJob(ctx.db, jobId);
      return job?.state === 'done' ? (job.result as JudgeResult) : undefined;
    },
    { timeoutMs: ctx.config.runWaitMs },
  );
  await deleteJob(ctx.db, jobId);
  if (result) return result;
  ctx.log.error(`judge: run job ${jobId} not judged within ${ctx.config.runWaitMs} ms`);
  throw new AppError(503, 'judge_unavailable', SERVER.judgeUnavailable);
}
