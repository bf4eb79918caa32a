import type { Playlist } from '@codedojo/shared';
import { PLAYLISTS_WEB, SERVER, WEB } from '@codedojo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListPlus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorText } from '../../api/client.ts';
import { invalidatePlaylists, queryKeys } from '../../api/queryKeys.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { notify } from '../../lib/toast.ts';
import { CreatePlaylistModal } from './CreatePlaylistModal.tsx';
import { PlaylistCard } from './PlaylistCard.tsx';
import { playlistsApi } from './playlistsApi.ts';

/** /playlists: the user's playlists as cards, the create modal and deletion with confirmation. */
export default function PlaylistsPage() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.playlists(), queryFn: playlistsApi.list });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Playlist | null>(null);
  const [busy, setBusy] = useState(false);
  const playlists = query.data ?? [];

  useEffect(() => {
    if (query.isError) notify.error(PLAYLISTS_WEB.fetchFailed);
  }, [query.isError]);

  const setPlaylists = (next: Playlist[]) => {
    client.setQueryData(queryKeys.playlists(), next);
    void invalidatePlaylists(client);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await playlistsApi.remove(deleting.id);
      setPlaylists(playlists.filter((playlist) => playlist.id !== deleting.id));
      notify.success(SERVER.playlistDeleted);
      setDeleting(null);
    } catch (error) {
      notify.error(errorText(error, PLAYLISTS_WEB.deleteFailed));
    } finally {
      setBusy(false);
    }
  };

  const createButton = (label: string) => (
    <IconButton
      icon={Plus}
      label={label}
      className="btn btn-primary"
      onClick={() => setCreating(true)}
      testId="create-playlist"
    />
  );

  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="page-playlists">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{WEB.pages.playlists}</h1>
          <p className="text-base-content/70">{PLAYLISTS_WEB.subtitle}</p>
        </div>
        {createButton(PLAYLISTS_WEB.create)}
      </header>

      {query.isPending ? <Spinner label={PLAYLISTS_WEB.loadingList} /> : null}
      {!query.isPending && playlists.length === 0 ? (
        <EmptyState
          icon={ListPlus}
          title={PLAYLISTS_WEB.emptyTitle}
          text={PLAYLISTS_WEB.emptyText}
          testId="playlists-empty"
          action={createButton(PLAYLISTS_WEB.emptyCta)}
        />
      ) : null}
      {playlists.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="playlist-list">
          {playlists.map((playlist) => (
            <li key={playlist.id} className="flex">
              <PlaylistCard playlist={playlist} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      ) : null}

      <CreatePlaylistModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(playlist) => setPlaylists([...playlists, playlist])}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={PLAYLISTS_WEB.confirmTitle}
        message={PLAYLISTS_WEB.deleteConfirm}
        confirmLabel={PLAYLISTS_WEB.delete}
        cancelLabel={PLAYLISTS_WEB.cancel}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
