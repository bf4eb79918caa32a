import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text?: string;
  action?: ReactNode;
  testId?: string;
};

/** A centred 'nothing here yet' block with an optional call to action. */
export function EmptyState({ icon: Icon, title, text, action, testId }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center" data-testid={testId}>
      <Icon className="size-10 text-base-content/30" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      {text ? <p className="max-w-md text-base-content/60">{text}</p> : null}
      {action}
    </div>
  );
}
