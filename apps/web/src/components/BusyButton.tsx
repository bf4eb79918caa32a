import type { ButtonHTMLAttributes } from 'react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  busy: boolean;
  label: string;
  /** The label while busy ('Signing in...'); a spinner shows beside it. */
  busyLabel: string;
  testId?: string;
};

/** A button that shows a spinner and its busy label while its action runs (and is disabled then). */
export function BusyButton({
  busy,
  label,
  busyLabel,
  testId,
  disabled,
  type = 'button',
  ...rest
}: BusyButtonProps) {
  return (
    <button type={type} disabled={busy || disabled} data-testid={testId} {...rest}>
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
