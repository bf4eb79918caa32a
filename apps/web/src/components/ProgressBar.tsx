type ProgressBarProps = {
  /** 0-100. */
  value: number;
  label: string;
  tone?: 'primary' | 'success' | 'warning' | 'error' | 'info';
  size?: 'xs' | 'sm' | 'md';
  testId?: string;
};

const TONES = {
  primary: 'progress-primary',
  success: 'progress-success',
  warning: 'progress-warning',
  error: 'progress-error',
  info: 'progress-info',
} as const;
const SIZES = { xs: 'h-1.5', sm: 'h-2', md: 'h-3' } as const;

/** A labelled daisyUI progress bar (the label is for screen readers; show the figure beside it). */
export function ProgressBar({ value, label, tone = 'primary', size = 'sm', testId }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <progress
      className={`progress w-full ${TONES[tone]} ${SIZES[size]}`}
      value={clamped}
      max={100}
      aria-label={label}
      data-testid={testId}
    />
  );
}
