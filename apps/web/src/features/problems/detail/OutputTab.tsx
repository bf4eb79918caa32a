import { fillTemplate, PROBLEMS_WEB } from '@codedojo/shared';
import { CircleAlert, CircleCheck, Loader, TriangleAlert } from 'lucide-react';
import { ALERT_CLASS, verdictTone } from '../../../components/verdictTone.ts';
import type { SubmissionProgress } from '../types.ts';
import { JudgingProgress } from './JudgingProgress.tsx';
import { TestResultCard } from './TestResultCard.tsx';
import type { ExecutionOutcome } from './useExecution.ts';

const ICONS = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, pending: Loader } as const;

/** The result alert (success / error / warning) and the per-test results of the last run or submit. */
export function OutputTab({
  outcome,
  progress,
}: {
  outcome: ExecutionOutcome | null;
  progress: SubmissionProgress | null;
}) {
  if (progress) return <JudgingProgress progress={progress} />;
  if (!outcome) return <p className="text-base-content/60">{PROBLEMS_WEB.noOutput}</p>;
  if ('error' in outcome) {
    return (
      <div
        role="alert"
        className="alert alert-error alert-soft items-start"
        data-testid="result-alert"
        data-tone="error"
      >
        <CircleAlert className="size-5" aria-hidden="true" />
        <div>
          <p className="font-semibold" data-testid="result-error-message">
            {outcome.error.message}
          </p>
          <p className="text-sm opacity-80">{outcome.error.details}</p>
        </div>
      </div>
    );
  }
  const { result } = outcome;
  const tone = verdictTone(result.status);
  const Icon = ICONS[tone];
  const total = result.testCases.length;
  const passed = result.testCases.filter((test) => test.passed).length;
  return (
    <div className="space-y-4" data-testid="output-tab">
      <div
        role="alert"
        className={`alert alert-soft ${ALERT_CLASS[tone]}`}
        data-testid="result-alert"
        data-tone={tone}
      >
        <Icon className="size-5" aria-hidden="true" />
        <span className="font-semibold" data-testid="result-status">
          {result.status}
        </span>
        <span className="text-sm opacity-80" data-testid="result-count">
          {fillTemplate(PROBLEMS_WEB.passedCount, { passed, total })}
        </span>
      </div>
      {result.compileOutput ? (
        <div>
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-base-content/60">
            {PROBLEMS_WEB.compileOutput}
          </p>
          <pre
            className="max-h-60 overflow-auto rounded bg-base-300 p-2 font-code text-sm text-error"
            data-testid="compile-output"
          >
            {result.compileOutput}
          </pre>
        </div>
      ) : null}
      <div className="space-y-2">
        {result.testCases.map((test) => (
          <TestResultCard key={test.testCase} test={test} sharedCompileOutput={result.compileOutput} />
        ))}
      </div>
    </div>
  );
}
