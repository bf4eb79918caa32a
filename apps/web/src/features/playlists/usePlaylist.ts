import { PLAYLISTS_WEB } from '@codedojo/shared';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, dataOf } from '../../api/data.ts';
import { notify } from '../../lib/toast.ts';
import { useLoader } from '../../lib/useLoader.ts';
import { playlistsApi } from './playlistsApi.ts';

/**
 * Loads /playlist/:id. A 404 (missing, or another user's) leaves `notFound` set for the
 * not-found view; any other failure toasts 'Failed to fetch playlist details' and goes to /playlists.
 */
export function usePlaylist(id: string) {
  const navigate = useNavigate();
  const load = useCallback(() => dataOf(playlistsApi.get(id), PLAYLISTS_WEB.fetchOneFailed), [id]);
  const { state, setData } = useLoader(load);
  const notFound = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;

  useEffect(() => {
    if (state.status !== 'error' || notFound) return;
    notify.error(PLAYLISTS_WEB.fetchOneFailed);
    navigate('/playlists', { replace: true });
  }, [state.status, notFound, navigate]);

  return { playlist: state.status === 'ready' ? state.data : null, notFound, setPlaylist: setData };
}
