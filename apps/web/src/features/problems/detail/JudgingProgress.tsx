import { COMPILING, fillTemplate, QUEUE_MESSAGES, QUEUED } from '@codedojo/shared';
import { BADGE_CLASS, verdictTone } from '../../../components/verdictTone.ts';
import type { SubmissionProgress } from '../types.ts';

/** A submission being judged: "Judging 7/22" and one chip per test, filled in as its verdict arrives. */
export function JudgingProgress({ progress }: { progress: SubmissionProgress }) {
  const done = progress.chips.filter((chip) => chip !== null).length;
  const label =
    progress.status === QUEUED
      ? QUEUE_MESSAGES.queued
      : progress.status === COMPILING
        ? COMPILING
        : fillTemplate(QUEUE_MESSAGES.judging, { done, total: progress.total });
  return (
    <div className="space-y-3" data-testid="judging-progress" data-status={progress.status}>
      <div role="status" aria-live="polite" className="alert alert-info alert-soft">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        <span className="font-semibold" data-testid="judging-label">
          {label}
        </span>
      </div>
      <ul className="flex flex-wrap gap-1" aria-label={label}>
        {progress.chips.map((chip, index) => {
          const n = index + 1;
          const title = chip
            ? fillTemplate(QUEUE_MESSAGES.testChip, { n, verdict: chip })
            : fillTemplate(QUEUE_MESSAGES.pendingTest, { n });
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: one chip per test position, never reordered
              key={index}
              title={title}
              aria-label={title}
              data-testid="test-chip"
              data-verdict={chip ?? ''}
              className={`badge badge-sm ${chip ? `badge-soft ${BADGE_CLASS[verdictTone(chip)]}` : 'badge-ghost'}`}
            >
              {n}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
