import type { Playlist } from '@codedojo/shared';
import { PLAYLISTS_WEB } from '@codedojo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { notify } from '../../lib/toast.ts';
import { playlistsApi } from './playlistsApi.ts';

export const playlistQuery = (id: string) => ({
  queryKey: queryKeys.playlist(id),
  queryFn: () => playlistsApi.get(id),
});

/**
 * Loads /playlist/:id. A 404 (missing, or another user's) leaves `notFound` set for the
 * not-found view; any other failure toasts 'Failed to fetch playlist details' and goes to /playlists.
 */
export function usePlaylist(id: string) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery(playlistQuery(id));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const failed = query.isError && !notFound;

  useEffect(() => {
    if (!failed) return;
    notify.error(PLAYLISTS_WEB.fetchOneFailed);
    navigate('/playlists', { replace: true });
  }, [failed, navigate]);

  /** A playlist edit answered with the new playlist: this one is current, the list is stale. */
  const setPlaylist = useCallback(
    (playlist: Playlist) => {
      client.setQueryData(queryKeys.playlist(id), playlist);
      void client.invalidateQueries({ queryKey: queryKeys.playlists(), exact: true });
    },
    [client, id],
  );

  return { playlist: query.data ?? null, notFound, setPlaylist };
}
