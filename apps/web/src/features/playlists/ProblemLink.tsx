import { PLAYLISTS_WEB } from '@codedojo/shared';
import { Code, Eye } from 'lucide-react';
import { IconLink } from '../../components/IconButton.tsx';

/** The playlist screens' links to a problem's page: View in a playlist's table, Solve on the practice card. */
const LINKS = {
  view: {
    icon: Eye,
    label: PLAYLISTS_WEB.view,
    className: 'btn btn-ghost btn-xs',
    testId: 'playlist-problem-view',
  },
  solve: {
    icon: Code,
    label: PLAYLISTS_WEB.solveProblem,
    className: 'btn btn-primary',
    testId: 'practice-solve',
  },
} as const;

/** A button-styled link to the problem `problemId`. */
export function ProblemLink({ problemId, name }: { problemId: string; name: keyof typeof LINKS }) {
  return <IconLink to={`/problems/${problemId}`} {...LINKS[name]} />;
}
