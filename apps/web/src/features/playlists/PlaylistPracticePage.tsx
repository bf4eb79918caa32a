import { fillTemplate, PLAYLISTS_WEB, WEB } from '@codedojo/shared';
import { ChevronLeft, ChevronRight, CircleCheck, ListPlus, PartyPopper } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatPercent } from '../../lib/format.ts';
import { BackLink } from './BackLink.tsx';
import { PlaylistNotFound } from './PlaylistNotFound.tsx';
import { PracticeCard } from './PracticeCard.tsx';
import { isSolved, playlistProgress } from './progress.ts';
import { usePlaylist } from './usePlaylist.ts';

/** /playlists/:id/practice[?n=]: one problem at a time, with previous / next and the playlist's progress. */
export default function PlaylistPracticePage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { playlist, notFound } = usePlaylist(id);
  if (notFound) return <PlaylistNotFound />;
  if (!playlist) return <Spinner label={PLAYLISTS_WEB.loadingOne} />;

  const back = `/playlists/${playlist.id}`;
  const entries = playlist.problems;
  const progress = playlistProgress(playlist);
  const total = entries.length;
  const requested = Number(params.get('n'));
  const position = Number.isInteger(requested) && requested >= 1 && requested <= total ? requested : 1;
  const current = entries[position - 1];
  const go = (n: number) => setParams({ n: String(n) }, { replace: true });

  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8" data-testid="page-playlist-practice">
      <BackLink to={back} label={PLAYLISTS_WEB.backToPlaylist} />
      <header className="space-y-1">
        <p className="text-sm uppercase tracking-wide text-base-content/60">{WEB.pages.playlistPractice}</p>
        <h1 className="break-all text-3xl font-bold" data-testid="practice-playlist-name">
          {playlist.name}
        </h1>
      </header>

      {!current ? (
        <EmptyState icon={ListPlus} title={PLAYLISTS_WEB.practiceEmpty} testId="practice-empty" />
      ) : (
        <>
          <div className="space-y-2">
            <div className="flex justify-between text-sm">
              <span data-testid="practice-position">
                {fillTemplate(PLAYLISTS_WEB.practiceOf, { n: position, total })}
              </span>
              <span data-testid="practice-progress">
                {fillTemplate(PLAYLISTS_WEB.progressSolved, { solved: progress.solved, total })} ·{' '}
                {formatPercent(progress.percent)}
              </span>
            </div>
            <ProgressBar value={progress.percent} label={PLAYLISTS_WEB.progress} tone="success" size="md" />
          </div>
          {progress.total > 0 && progress.solved === progress.total ? (
            <p className="alert alert-success alert-soft" role="status" data-testid="practice-all-solved">
              <PartyPopper className="size-5" aria-hidden="true" />
              {PLAYLISTS_WEB.allSolved}
            </p>
          ) : null}
          <PracticeCard problem={current.problem} />
          <nav className="flex justify-between gap-2" aria-label={PLAYLISTS_WEB.practiceList}>
            <IconButton
              icon={ChevronLeft}
              label={PLAYLISTS_WEB.previous}
              className="btn"
              disabled={position <= 1}
              onClick={() => go(position - 1)}
              testId="practice-previous"
            />
            <button
              type="button"
              className="btn"
              disabled={position >= total}
              onClick={() => go(position + 1)}
              data-testid="practice-next"
            >
              {PLAYLISTS_WEB.next}
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </nav>
          <section aria-labelledby="practice-list-title">
            <h2 id="practice-list-title" className="mb-2 font-semibold">
              {PLAYLISTS_WEB.practiceList}
            </h2>
            <ol className="flex flex-wrap gap-2">
              {entries.map((entry, index) => (
                <li key={entry.problem.id}>
                  <button
                    type="button"
                    className={`btn btn-sm ${index + 1 === position ? 'btn-primary' : 'btn-ghost'}`}
                    aria-current={index + 1 === position ? 'step' : undefined}
                    aria-label={fillTemplate(PLAYLISTS_WEB.goToProblem, {
                      n: index + 1,
                      title: entry.problem.title,
                    })}
                    onClick={() => go(index + 1)}
                    data-testid="practice-step"
                  >
                    {index + 1}
                    {isSolved(entry.problem) ? (
                      <CircleCheck className="size-3.5 text-success" aria-hidden="true" />
                    ) : null}
                  </button>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}
