import type { Playlist } from '@codedojo/shared';
import { PLAYLISTS_WEB, SERVER, WEB } from '@codedojo/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorText } from '../../api/client.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { notify } from '../../lib/toast.ts';
import { BackLink } from './BackLink.tsx';
import { PlaylistFields } from './PlaylistFields.tsx';
import { PlaylistNotFound } from './PlaylistNotFound.tsx';
import { playlistsApi } from './playlistsApi.ts';
import { usePlaylist } from './usePlaylist.ts';
import { applyServerErrors, usePlaylistForm } from './validation.ts';

/** /playlists/:id/edit: rename the playlist and change its description (PUT /playlist/:id). */
export default function PlaylistEditPage() {
  const { id = '' } = useParams();
  const { playlist, notFound, setPlaylist } = usePlaylist(id);
  if (notFound) return <PlaylistNotFound />;
  if (!playlist) return <Spinner label={PLAYLISTS_WEB.loadingOne} />;
  return <EditForm playlist={playlist} onSaved={setPlaylist} />;
}

function EditForm({
  playlist,
  onSaved: setPlaylist,
}: {
  playlist: Playlist;
  onSaved: (playlist: Playlist) => void;
}) {
  const navigate = useNavigate();
  const form = usePlaylistForm({ name: playlist.name, description: playlist.description ?? '' });
  const {
    handleSubmit,
    watch,
    formState: { isSubmitting, isDirty },
  } = form;
  const blank = (watch('name') ?? '').trim() === '';
  const back = `/playlists/${playlist.id}`;

  const onSubmit = handleSubmit(async (values) => {
    try {
      setPlaylist(await playlistsApi.update(playlist.id, values));
      notify.success(SERVER.playlistUpdated);
      navigate(back);
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(form, error);
      notify.error(errorText(error, PLAYLISTS_WEB.updateFailed));
    }
  });

  return (
    <section className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8" data-testid="page-playlist-edit">
      <BackLink to={back} label={PLAYLISTS_WEB.backToPlaylist} />
      <h1 className="text-3xl font-bold">{WEB.pages.playlistEdit}</h1>
      <form onSubmit={onSubmit} noValidate className="card border border-base-content/10 bg-base-200">
        <div className="card-body gap-4">
          <PlaylistFields form={form} idPrefix="edit-playlist" />
          <div className="card-actions justify-end">
            <Link to={back} className="btn btn-ghost">
              {PLAYLISTS_WEB.cancel}
            </Link>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={blank || isSubmitting || !isDirty}
              data-testid="playlist-save"
            >
              {isSubmitting ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : null}
              {isSubmitting ? PLAYLISTS_WEB.saving : PLAYLISTS_WEB.save}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
