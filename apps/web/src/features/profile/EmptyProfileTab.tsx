import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';

type EmptyProfileTabProps = { icon: LucideIcon; title: string; linkLabel: string; testId: string };

/** A profile tab with nothing in it yet: what is missing and a way to the problem list. */
export function EmptyProfileTab({ icon, title, linkLabel, testId }: EmptyProfileTabProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      testId={testId}
      action={
        <Link to="/problems" className="btn btn-primary">
          {linkLabel}
        </Link>
      }
    />
  );
}
