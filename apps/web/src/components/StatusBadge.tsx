import { BADGE_CLASS, badgeTone } from './verdictTone.ts';

/** A submission's status with its text, coloured by the list badge rule (Accepted green, other verdicts red). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`badge badge-sm badge-soft whitespace-nowrap ${BADGE_CLASS[badgeTone(status)]}`}
      data-testid="status-badge"
      data-tone={badgeTone(status)}
    >
      {status}
    </span>
  );
}
