import type { TestResult } from '@codedojo/shared';
import { fillTemplate, PROBLEMS_WEB } from '@codedojo/shared';
import { Clock, Cpu, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { BADGE_CLASS, verdictTone } from '../../../components/verdictTone.ts';
import { VisibleOutput } from './VisibleOutput.tsx';

type Props = { test: TestResult; sharedCompileOutput: string | null };

function Block({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-base-content/60">{label}</p>
      {children}
    </div>
  );
}

/**
 * One test: status, time and memory; input, output, expected, stderr and compile output when the
 * test is visible. A failing test shows its output beside the expected one, whitespace visible.
 */
export function TestResultCard({ test, sharedCompileOutput }: Props) {
  const tone = verdictTone(test.status);
  const title = test.hidden
    ? PROBLEMS_WEB.hiddenTest
    : fillTemplate(PROBLEMS_WEB.testN, { n: test.testCase });
  const compileOutput =
    test.compileOutput && test.compileOutput !== sharedCompileOutput ? test.compileOutput : null;
  return (
    <details
      className="group rounded-lg border border-base-content/10 bg-base-300/30"
      open={!test.passed && !test.hidden}
      data-testid="test-result"
      data-passed={test.passed ? 'true' : 'false'}
    >
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-3 px-4 py-3">
        <span className="font-semibold">
          {test.hidden ? <EyeOff className="mr-1 inline size-4" aria-hidden="true" /> : null}
          {title}
        </span>
        <span className={`badge badge-soft ${BADGE_CLASS[tone]}`} data-testid="test-status">
          {test.status}
        </span>
        <span className="ml-auto flex items-center gap-3 text-xs text-base-content/60">
          <span className="flex items-center gap-1" title={PROBLEMS_WEB.time}>
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{PROBLEMS_WEB.time}</span>
            {test.time}
          </span>
          <span className="flex items-center gap-1" title={PROBLEMS_WEB.memory}>
            <Cpu className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{PROBLEMS_WEB.memory}</span>
            {test.memory}
          </span>
        </span>
      </summary>
      <div className="space-y-3 border-t border-base-content/10 px-4 py-3">
        {test.message ? <p className="text-sm text-base-content/80">{test.message}</p> : null}
        {test.hidden ? (
          <p className="text-sm text-base-content/60">{PROBLEMS_WEB.hiddenTestNote}</p>
        ) : (
          <>
            {test.input !== null ? (
              <Block label={PROBLEMS_WEB.input}>
                <pre className="max-h-40 overflow-auto rounded bg-base-300 p-2 font-code text-sm">
                  {test.input}
                </pre>
              </Block>
            ) : null}
            <div className={`grid gap-3 ${test.passed ? '' : 'md:grid-cols-2'}`} data-testid="output-diff">
              <Block label={PROBLEMS_WEB.stdout}>
                <VisibleOutput
                  text={test.stdout ?? ''}
                  compareWith={test.passed ? null : test.expected}
                  tone="actual"
                  testId="test-stdout"
                />
              </Block>
              {test.passed || test.expected === null ? null : (
                <Block label={PROBLEMS_WEB.expected}>
                  <VisibleOutput
                    text={test.expected}
                    compareWith={test.stdout ?? ''}
                    tone="expected"
                    testId="test-expected"
                  />
                </Block>
              )}
            </div>
            {test.passed ? null : (
              <p className="text-xs text-base-content/50">{PROBLEMS_WEB.whitespaceLegend}</p>
            )}
            {test.stderr ? (
              <Block label={PROBLEMS_WEB.stderr}>
                <pre
                  className="max-h-60 overflow-auto rounded bg-base-300 p-2 font-code text-sm text-error"
                  data-testid="test-stderr"
                >
                  {test.stderr}
                </pre>
              </Block>
            ) : null}
            {compileOutput ? (
              <Block label={PROBLEMS_WEB.compileOutput}>
                <pre className="max-h-60 overflow-auto rounded bg-base-300 p-2 font-code text-sm text-error">
                  {compileOutput}
                </pre>
              </Block>
            ) : null}
          </>
        )}
      </div>
    </details>
  );
}
