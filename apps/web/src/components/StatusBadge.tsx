import { BADGE_CLASS, verdictTone } from './verdictTone.ts';

/** A submission's status with its text, coloured by the one verdict → tone rule. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`badge badge-sm badge-soft whitespace-nowrap ${BADGE_CLASS[verdictTone(status)]}`}
      data-testid="status-badge"
      data-tone={verdictTone(status)}
    >
      {status}
    </span>
  );
}
