import type { PlaylistEntry } from '@codedojo/shared';
import { PLAYLISTS_WEB, SERVER } from '@codedojo/shared';
import { ListPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { notify } from '../../lib/toast.ts';
import { AddProblemsModal } from './AddProblemsModal.tsx';
import { BackLink } from './BackLink.tsx';
import { PlaylistLink } from './PlaylistLink.tsx';
import { PlaylistNotFound } from './PlaylistNotFound.tsx';
import { PlaylistProblemsTable } from './PlaylistProblemsTable.tsx';
import { PlaylistStats } from './PlaylistStats.tsx';
import { playlistsApi } from './playlistsApi.ts';
import { playlistProgress } from './progress.ts';
import { usePlaylist } from './usePlaylist.ts';

/** /playlists/:id: stats, the problems table, removal with confirmation and the Add Problems modal. */
export default function PlaylistDetailPage() {
  const { id = '' } = useParams();
  const { playlist, notFound, setPlaylist } = usePlaylist(id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PlaylistEntry | null>(null);
  const [busy, setBusy] = useState(false);

  if (notFound) return <PlaylistNotFound />;
  if (!playlist) return <Spinner label={PLAYLISTS_WEB.loadingOne} />;

  const progress = playlistProgress(playlist);
  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      setPlaylist(await playlistsApi.removeProblem(playlist.id, removing.problem.id));
      notify.success(SERVER.problemRemoved);
      setRemoving(null);
    } catch {
      notify.error(PLAYLISTS_WEB.removeFailed);
    } finally {
      setBusy(false);
    }
  };
  const addButton = (
    <IconButton
      icon={Plus}
      label={PLAYLISTS_WEB.addProblems}
      className="btn btn-primary"
      onClick={() => setAdding(true)}
      testId="add-problems"
    />
  );

  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="page-playlist-detail">
      <BackLink to="/playlists" label={PLAYLISTS_WEB.backToPlaylists} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-all text-3xl font-bold" data-testid="playlist-name">
            {playlist.name}
          </h1>
          {playlist.description ? (
            <p className="mt-1 text-base-content/70" data-testid="playlist-description">
              {playlist.description}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <PlaylistLink playlistId={playlist.id} name="edit" className="btn btn-ghost" />
          {progress.total > 0 ? (
            <PlaylistLink playlistId={playlist.id} name="start-practice" className="btn btn-secondary" />
          ) : null}
          {addButton}
        </div>
      </header>

      <PlaylistStats progress={progress} />

      {progress.total === 0 ? (
        <EmptyState
          icon={ListPlus}
          title={PLAYLISTS_WEB.noProblems}
          testId="playlist-empty"
          action={addButton}
        />
      ) : (
        <PlaylistProblemsTable entries={playlist.problems} onRemove={setRemoving} />
      )}

      <AddProblemsModal
        open={adding}
        playlist={playlist}
        onClose={() => setAdding(false)}
        onAdded={setPlaylist}
      />
      <ConfirmDialog
        open={removing !== null}
        title={PLAYLISTS_WEB.confirmTitle}
        message={PLAYLISTS_WEB.removeConfirm}
        confirmLabel={PLAYLISTS_WEB.remove}
        cancelLabel={PLAYLISTS_WEB.cancel}
        busy={busy}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
