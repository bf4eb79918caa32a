import { PLAYLISTS_WEB } from '@codedojo/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';

/** Shown for a playlist that does not exist or is not the user's. */
export function PlaylistNotFound() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8" data-testid="playlist-not-found">
      <EmptyState
        icon={SearchX}
        title={PLAYLISTS_WEB.notFoundTitle}
        text={PLAYLISTS_WEB.notFoundText}
        action={
          <Link to="/playlists" className="btn btn-primary">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {PLAYLISTS_WEB.backToPlaylists}
          </Link>
        }
      />
    </section>
  );
}
