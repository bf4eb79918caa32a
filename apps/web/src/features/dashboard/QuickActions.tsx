import { DASHBOARD_WEB } from '@codedojo/shared';
import { ChevronRight, Code, ListMusic, UserRound } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS = [
  {
    to: '/problems',
    title: DASHBOARD_WEB.actionProblems,
    text: DASHBOARD_WEB.actionProblemsText,
    icon: Code,
  },
  {
    to: '/playlists',
    title: DASHBOARD_WEB.actionPlaylists,
    text: DASHBOARD_WEB.actionPlaylistsText,
    icon: ListMusic,
  },
  {
    to: '/profile',
    title: DASHBOARD_WEB.actionProfile,
    text: DASHBOARD_WEB.actionProfileText,
    icon: UserRound,
  },
] as const;

/** Cards linking to /problems, /playlists and /profile. */
export function QuickActions() {
  return (
    <section aria-labelledby="actions-title" data-testid="quick-actions">
      <h2 id="actions-title" className="mb-3 text-xl font-semibold">
        {DASHBOARD_WEB.quickActionsTitle}
      </h2>
      <ul className="space-y-3">
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="flex items-center gap-4 rounded-box border border-base-content/10 bg-base-200 p-4 transition-colors hover:border-primary/50 hover:bg-base-300"
            >
              <action.icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{action.title}</span>
                <span className="block text-sm text-base-content/60">{action.text}</span>
              </span>
              <ChevronRight className="size-4 opacity-50" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
