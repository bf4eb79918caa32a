import type { Playlist } from '@codedojo/shared';
import { DIFFICULTIES, fillTemplate, PLAYLISTS_WEB, PROBLEMS_WEB } from '@codedojo/shared';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { formatPercent } from '../../lib/format.ts';
import { PlaylistLink } from './PlaylistLink.tsx';
import { PlaylistMenu } from './PlaylistMenu.tsx';
import { playlistProgress } from './progress.ts';

const BADGES = {
  EASY: { label: PROBLEMS_WEB.easy, className: 'badge-success' },
  MEDIUM: { label: PROBLEMS_WEB.medium, className: 'badge-warning' },
  HARD: { label: PROBLEMS_WEB.hard, className: 'badge-error' },
} as const;

type PlaylistCardProps = { playlist: Playlist; onDelete: (playlist: Playlist) => void };

/** Name, description, problem count, difficulty badges, progress, View Details and Practice. */
export function PlaylistCard({ playlist, onDelete }: PlaylistCardProps) {
  const progress = playlistProgress(playlist);
  const countText = fillTemplate(
    progress.total === 1 ? PLAYLISTS_WEB.problemOne : PLAYLISTS_WEB.problemMany,
    {
      n: progress.total,
    },
  );
  return (
    <article
      className="card w-full border border-base-content/10 bg-base-200"
      aria-labelledby={`playlist-${playlist.id}-name`}
      data-testid="playlist-card"
    >
      <div className="card-body gap-3">
        <div className="flex items-start justify-between gap-2">
          <h2
            id={`playlist-${playlist.id}-name`}
            className="card-title break-all"
            data-testid="playlist-card-name"
          >
            {playlist.name}
          </h2>
          <PlaylistMenu id={playlist.id} name={playlist.name} onDelete={() => onDelete(playlist)} />
        </div>
        {playlist.description ? (
          <p className="line-clamp-3 text-sm text-base-content/70" data-testid="playlist-card-description">
            {playlist.description}
          </p>
        ) : null}
        <p className="text-sm font-medium" data-testid="playlist-card-count">
          {countText}
        </p>
        {progress.total === 0 ? (
          <p className="text-sm text-base-content/50" data-testid="playlist-card-empty">
            {PLAYLISTS_WEB.noProblems}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              {DIFFICULTIES.filter((difficulty) => progress.byDifficulty[difficulty] > 0).map(
                (difficulty) => (
                  <span
                    key={difficulty}
                    className={`badge badge-soft badge-sm ${BADGES[difficulty].className}`}
                  >
                    {BADGES[difficulty].label}: {progress.byDifficulty[difficulty]}
                  </span>
                ),
              )}
            </div>
            <div>
              <div className="mb-1 flex justify-between text-xs text-base-content/70">
                <span>{PLAYLISTS_WEB.progress}</span>
                <span data-testid="playlist-card-progress">{formatPercent(progress.percent)}</span>
              </div>
              <ProgressBar value={progress.percent} label={PLAYLISTS_WEB.progress} tone="success" />
            </div>
          </>
        )}
        <div className="card-actions mt-auto justify-end pt-2">
          <PlaylistLink playlistId={playlist.id} name="view" className="btn btn-outline btn-sm" />
          {progress.total > 0 ? (
            <PlaylistLink playlistId={playlist.id} name="practice" className="btn btn-primary btn-sm" />
          ) : null}
        </div>
      </div>
    </article>
  );
}
