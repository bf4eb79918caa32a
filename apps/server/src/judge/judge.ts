import type { JudgeRequest, JudgeResult } from '@codedojo/judge';
import { SERVER } from '@codedojo/shared';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';

/**
 * Judges through the configured queue; a judge that cannot be reached is a 503, not a 500.
 * `owner` is who the judge's time is charged to (judgeOwnerOfUser, or a tool's owner): the judge
 * shares its slots fairly between owners.
 */
export async function judgeOrUnavailable(
  ctx: AppContext,
  request: Omit<JudgeRequest, 'owner'>,
  owner: string,
): Promise<JudgeResult> {
  try {
    return await ctx.judge.judge({ ...request, owner });
  } catch (error) {
    ctx.log.error({ err: error }, 'judge failed');
    throw new AppError(503, 'judge_unavailable', SERVER.judgeUnavailable);
  }
}
