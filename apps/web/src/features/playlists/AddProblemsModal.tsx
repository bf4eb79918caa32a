import type { Playlist } from '@codedojo/shared';
import { fillTemplate, PLAYLIST_PICKER_TAGS, PLAYLISTS_WEB, SERVER, VALIDATION } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../api/client.ts';
import { problemsQuery } from '../../api/queries.ts';
import { DifficultyBadge } from '../../components/DifficultyBadge.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { notify } from '../../lib/toast.ts';
import { playlistsApi } from './playlistsApi.ts';
import { TagList } from './TagList.tsx';

type AddProblemsModalProps = {
  open: boolean;
  playlist: Playlist;
  onClose: () => void;
  onAdded: (playlist: Playlist) => void;
};

/** Problems not yet in the playlist, searchable by title or difficulty, picked with checkboxes. */
export function AddProblemsModal({ open, playlist, onClose, onAdded }: AddProblemsModalProps) {
  const catalogue = useQuery({ ...problemsQuery(), enabled: open });
  const problems = catalogue.isError ? [] : (catalogue.data ?? null);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSearch('');
    setSelected(new Set());
  }, [open]);

  useEffect(() => {
    if (open && catalogue.isError) notify.error(PLAYLISTS_WEB.availableFailed);
  }, [open, catalogue.isError]);

  const available = useMemo(() => {
    const inPlaylist = new Set(playlist.problems.map((entry) => entry.problem.id));
    return (problems ?? []).filter((problem) => !inPlaylist.has(problem.id));
  }, [problems, playlist]);
  const query = search.trim().toLowerCase();
  const shown = query
    ? available.filter(
        (problem) =>
          problem.title.toLowerCase().includes(query) || problem.difficulty.toLowerCase().includes(query),
      )
    : available;

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const add = async () => {
    if (selected.size === 0) {
      notify.error(VALIDATION.selectProblem);
      return;
    }
    setAdding(true);
    try {
      const updated = await playlistsApi.addProblems(playlist.id, [...selected]);
      notify.success(SERVER.problemsAdded);
      onAdded(updated);
      onClose();
    } catch (error) {
      notify.error(errorText(error, PLAYLISTS_WEB.addFailed));
    } finally {
      setAdding(false);
    }
  };

  const count = selected.size;
  return (
    <Modal
      open={open}
      title={PLAYLISTS_WEB.addProblems}
      onClose={onClose}
      closeLabel={PLAYLISTS_WEB.close}
      wide
      testId="add-problems-modal"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={adding}>
            {PLAYLISTS_WEB.cancel}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={add}
            disabled={adding || problems === null}
            data-testid="add-problems-submit"
          >
            {adding ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {adding ? PLAYLISTS_WEB.pickerAdding : fillTemplate(PLAYLISTS_WEB.pickerAdd, { n: count })}
          </button>
        </>
      }
    >
      <div className="space-y-3">
        <SearchInput
          label={PLAYLISTS_WEB.pickerSearchLabel}
          placeholder={PLAYLISTS_WEB.pickerSearchPlaceholder}
          value={search}
          onChange={setSearch}
          testId="add-problems-search"
        />
        {count > 0 ? (
          <p
            className="alert alert-info alert-soft py-2 text-sm"
            role="status"
            data-testid="add-problems-selected"
          >
            {fillTemplate(PLAYLISTS_WEB.pickerSelected, { n: count })}
          </p>
        ) : null}
        {problems === null ? (
          <p className="flex items-center gap-2 py-6 text-base-content/60" role="status">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            {PLAYLISTS_WEB.pickerLoading}
          </p>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-base-content/60" data-testid="add-problems-empty">
            {available.length === 0 ? PLAYLISTS_WEB.pickerNoneAvailable : PLAYLISTS_WEB.pickerNoMatch}
          </p>
        ) : (
          <ul className="divide-y divide-base-content/10 rounded-box border border-base-content/10">
            {shown.map((problem) => (
              <li key={problem.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-base-300/50">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-primary checkbox-sm"
                    checked={selected.has(problem.id)}
                    onChange={() => toggle(problem.id)}
                    data-testid="add-problems-option"
                  />
                  <span className="min-w-0 flex-1 truncate font-medium">{problem.title}</span>
                  <TagList tags={problem.tags} max={PLAYLIST_PICKER_TAGS} />
                  <DifficultyBadge difficulty={problem.difficulty} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
