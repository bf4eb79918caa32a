import type { JudgeHooks, JudgeRequest, JudgeResult } from '../types.ts';

export interface JudgeQueue {
  readonly mode: 'in-process' | 'bullmq';
  judge(request: JudgeRequest, hooks?: JudgeHooks): Promise<JudgeResult>;
  /** Stops workers, connections and the warm compiler; leaves no process or handle behind. */
  close(): Promise<void>;
}
