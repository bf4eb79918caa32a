import { PLAYLISTS_WEB } from '@codedojo/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState.tsx';
import { IconLink } from '../../components/IconButton.tsx';

/** Shown for a playlist that does not exist or is not the user's. */
export function PlaylistNotFound() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8" data-testid="playlist-not-found">
      <EmptyState
        icon={SearchX}
        title={PLAYLISTS_WEB.notFoundTitle}
        text={PLAYLISTS_WEB.notFoundText}
        action={
          <IconLink
            icon={ArrowLeft}
            label={PLAYLISTS_WEB.backToPlaylists}
            to="/playlists"
            className="btn btn-primary"
          />
        }
      />
    </section>
  );
}
