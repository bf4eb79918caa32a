import { differingLines, splitOutput, whitespaceRuns } from './visibleWhitespace.ts';

type Props = { text: string; compareWith?: string | null; tone?: 'actual' | 'expected'; testId?: string };

/**
 * Program output with its whitespace made visible (· space, → tab, ¶ line end). Given something to
 * compare with, the lines that differ (as the judge compares) are highlighted.
 */
export function VisibleOutput({ text, compareWith, tone = 'actual', testId }: Props) {
  const lines = splitOutput(text);
  const differing =
    compareWith === undefined || compareWith === null ? new Set<number>() : differingLines(text, compareWith);
  const mark = tone === 'actual' ? 'bg-error/20' : 'bg-success/15';
  return (
    <pre className="max-h-72 overflow-auto rounded bg-base-300 p-2 font-code text-sm" data-testid={testId}>
      {text === '' ? <span className="text-base-content/40">∅</span> : null}
      {text !== ''
        ? lines.map((line, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
              key={index}
              className={differing.has(index) ? mark : undefined}
              data-differs={differing.has(index) ? 'true' : undefined}
            >
              {whitespaceRuns(line.text).map((run, runIndex) =>
                run.whitespace ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional
                  <span key={runIndex} className="text-base-content/35">
                    {run.text}
                  </span>
                ) : (
                  run.text
                ),
              )}
              {line.newline ? <span className="text-base-content/35">¶</span> : null}
            </div>
          ))
        : null}
    </pre>
  );
}
