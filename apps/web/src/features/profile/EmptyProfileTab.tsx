import { PROFILE_WEB } from '@codedojo/shared';
import { Inbox, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';

/** What each profile tab says while it has nothing in it yet. */
const EMPTY_TABS = {
  submissions: {
    icon: Inbox,
    title: PROFILE_WEB.noSubmissions,
    linkLabel: PROFILE_WEB.browseProblems,
    testId: 'profile-submissions-empty',
  },
  solved: {
    icon: Rocket,
    title: PROFILE_WEB.noSolved,
    linkLabel: PROFILE_WEB.startSolving,
    testId: 'profile-solved-empty',
  },
} as const;

/** A profile tab with nothing in it yet: what is missing and a way to the problem list. */
export function EmptyProfileTab({ tab }: { tab: keyof typeof EMPTY_TABS }) {
  const { icon, title, linkLabel, testId } = EMPTY_TABS[tab];
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
