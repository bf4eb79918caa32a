import type { JudgeRequest, JudgeResult } from '@codedojo/judge';
import { SERVER } from '@codedojo/shared';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';

/** Judges through the configured queue; a judge that cannot be reached is a 503, not a 500. */
export async function judgeOrUnavailable(ctx: AppContext, request: JudgeRequest): Promise<JudgeResult> {
  try {
    return await ctx.judge.judge(request);
  } catch (error) {
    ctx.log.error({ err: error }, 'judge failed');
    throw new AppError(503, 'judge_unavailable', SERVER.judgeUnavailable);
  }
}
