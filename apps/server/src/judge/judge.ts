import type { JudgeRequest, JudgeResult } from '@codedojo/judge';
import { INTERNAL_ERROR, type Language, resolveLanguage, SERVER } from '@codedojo/shared';
import type { AppContext } from '../context.ts';
import { unavailable } from '../http/errors.ts';
import { deleteJob, enqueueRunJob, findJob } from './jobs.ts';
import { waitFor } from './progress.ts';

/**
 * Judges a request that leaves no record (runs, reference checks) through the queue, ahead of
 * submissions. Either way the judge fails — no worker answers in time, or the worker gives up
 * after its attempts with Internal Error — the answer is 503 `judge_unavailable`, never a 500
 * and never a verdict blamed on the code (a reference check would call it a failing solution).
 * The job is dropped.
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
  if (result && result.status !== INTERNAL_ERROR) return result;
  ctx.log.error(
    result
      ? `judge: run job ${jobId} failed on our side: ${result.message ?? INTERNAL_ERROR}`
      : `judge: run job ${jobId} not judged within ${ctx.config.runWaitMs} ms`,
  );
  throw unavailable(SERVER.judgeUnavailable, 'judge_unavailable');
}
