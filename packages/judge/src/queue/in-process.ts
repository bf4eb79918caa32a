import { LocalSandboxEngine } from '../engine.ts';
import type { JudgeEngine, JudgeHooks, JudgeRequest, JudgeResult } from '../types.ts';
import type { JudgeQueue } from './types.ts';

/**
 * The default queue: judging happens in this process. The engine's slot pool (one per core;
 * one engine per process) is the queue: requests wait for a free core, owners taking turns
 * (docs/decisions/0010-judge-fairness.md).
 */
export class InProcessJudgeQueue implements JudgeQueue {
  readonly mode = 'in-process' as const;
  private readonly engine: JudgeEngine;
  private readonly ownsEngine: boolean;

  constructor(engine?: JudgeEngine) {
    this.ownsEngine = !engine;
    const local = engine ?? new LocalSandboxEngine();
    if (local instanceof LocalSandboxEngine) void local.warmUp();
    this.engine = local;
  }

  judge(request: JudgeRequest, hooks?: JudgeHooks): Promise<JudgeResult> {
    return this.engine.judge(request, hooks);
  }

  async close(): Promise<void> {
    if (this.ownsEngine) await this.engine.close();
  }
}
