import { ArrowLeft } from 'lucide-react';
import { IconLink } from '../../components/IconButton.tsx';

/** The small 'back' link above a playlist screen (to the playlist, or to all playlists). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <IconLink
      icon={ArrowLeft}
      label={label}
      to={to}
      className="link-hover link inline-flex items-center gap-1 text-sm"
    />
  );
}
