import type { LucideIcon } from 'lucide-react';

type StatCardProps = {
  label: string;
  value: string | number;
  hint?: string;
  icon: LucideIcon;
  tone?: 'primary' | 'success' | 'warning' | 'info' | 'secondary';
  testId?: string;
};

const TONES = {
  primary: 'bg-primary/15 text-primary',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  info: 'bg-info/15 text-info',
  secondary: 'bg-secondary/15 text-secondary',
} as const;

/** A figure with its label, an icon and an optional hint line. */
export function StatCard({ label, value, hint, icon: Icon, tone = 'primary', testId }: StatCardProps) {
  return (
    <div className="card border border-base-content/10 bg-base-200" data-testid={testId}>
      <div className="card-body flex-row items-center gap-4 p-5">
        <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${TONES[tone]}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-base-content/70">{label}</p>
          <p className="text-2xl font-bold" data-testid={testId ? `${testId}-value` : undefined}>
            {value}
          </p>
          {hint ? <p className="text-xs text-base-content/50">{hint}</p> : null}
        </div>
      </div>
    </div>
  );
}
