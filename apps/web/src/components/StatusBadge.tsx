import { ACCEPTED } from '@codedojo/shared';

/** A submission's status: Accepted in green, any other status in red with its own text. */
export function StatusBadge({ status }: { status: string }) {
  const accepted = status === ACCEPTED;
  return (
    <span
      className={`badge badge-sm badge-soft whitespace-nowrap ${accepted ? 'badge-success' : 'badge-error'}`}
      data-testid="status-badge"
    >
      {status}
    </span>
  );
}
