import { PLAYLISTS_WEB } from '@codedojo/shared';
import { Eye, Pencil, Play } from 'lucide-react';
import { IconLink } from '../../components/IconButton.tsx';

/** The button-styled links to a playlist's pages, by name; each one's test id is `playlist-<name>`. */
const LINKS = {
  view: { page: '', icon: Eye, label: PLAYLISTS_WEB.viewDetails },
  edit: { page: '/edit', icon: Pencil, label: PLAYLISTS_WEB.edit },
  practice: { page: '/practice', icon: Play, label: PLAYLISTS_WEB.practice },
  'start-practice': { page: '/practice', icon: Play, label: PLAYLISTS_WEB.startPractice },
} as const;

type PlaylistLinkProps = { playlistId: string; name: keyof typeof LINKS; className: string };

/** A link to a playlist's details, edit form or practice, drawn as a button of the given class. */
export function PlaylistLink({ playlistId, name, className }: PlaylistLinkProps) {
  const { page, icon, label } = LINKS[name];
  return (
    <IconLink
      icon={icon}
      label={label}
      to={`/playlists/${playlistId}${page}`}
      className={className}
      testId={`playlist-${name}`}
    />
  );
}
