type SpinnerProps = { label?: string; fullScreen?: boolean; testId?: string };

/** A daisyUI spinner with an optional text; `fullScreen` centres it in the viewport. */
export function Spinner({ label, fullScreen = false, testId }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={`flex flex-col items-center justify-center gap-3 ${fullScreen ? 'min-h-screen' : 'py-16'}`}
    >
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      {label ? <p className="text-base-content/70">{label}</p> : null}
    </div>
  );
}
