import { LEARNING_WEB } from '@codedojo/shared';
import { Lock } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { notify } from '../../lib/toast.ts';
import { useLoader } from '../../lib/useLoader.ts';
import { SolutionCode } from './SolutionCode.tsx';
import { type Solutions, solutionsApi } from './solutionsApi.ts';

type Loaded = { kind: 'locked' } | { kind: 'open'; solutions: Solutions } | { kind: 'failed' };

/** The problem page's Solutions tab: locked until solved (or revealed), then editorial + code. */
export function SolutionsTab({ problemId }: { problemId: string }) {
  const load = useCallback(async (): Promise<Loaded> => {
    const result = await solutionsApi.get(problemId);
    if (result.ok) return { kind: 'open', solutions: result.body.data };
    return result.status === 403 ? { kind: 'locked' } : { kind: 'failed' };
  }, [problemId]);
  const { state, setData } = useLoader(load);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const reveal = async () => {
    setBusy(true);
    const result = await solutionsApi.reveal(problemId).catch(() => undefined);
    setBusy(false);
    setConfirming(false);
    if (result?.ok) setData({ kind: 'open', solutions: result.body.data });
    else notify.error(LEARNING_WEB.revealFailed);
  };

  if (state.status === 'loading') {
    return (
      <span className="loading loading-spinner" role="status" aria-label={LEARNING_WEB.loadingSolutions} />
    );
  }
  const loaded: Loaded = state.status === 'ready' ? state.data : { kind: 'failed' };
  if (loaded.kind === 'failed') return <p className="text-error">{LEARNING_WEB.solutionsFailed}</p>;
  if (loaded.kind === 'locked') {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="solutions-locked">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Lock className="size-5" aria-hidden="true" />
          {LEARNING_WEB.lockedTitle}
        </h2>
        <p className="text-base-content/70">{LEARNING_WEB.lockedText}</p>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => setConfirming(true)}
          data-testid="reveal-solutions"
        >
          {LEARNING_WEB.revealButton}
        </button>
        <ConfirmDialog
          open={confirming}
          title={LEARNING_WEB.revealConfirmTitle}
          message={LEARNING_WEB.revealConfirmText}
          confirmLabel={LEARNING_WEB.revealConfirm}
          cancelLabel={LEARNING_WEB.revealCancel}
          busy={busy}
          onConfirm={() => void reveal()}
          onCancel={() => setConfirming(false)}
        />
      </div>
    );
  }
  const { solutions } = loaded;
  return (
    <div className="space-y-6" data-testid="solutions-open">
      {solutions.revealedBeforeSolving ? (
        <span className="badge badge-warning badge-soft" data-testid="revealed-badge">
          {LEARNING_WEB.revealedBadge}
        </span>
      ) : null}
      <section aria-labelledby="editorial-heading" data-testid="editorial">
        <h2 id="editorial-heading" className="mb-2 text-lg font-semibold">
          {LEARNING_WEB.editorial}
        </h2>
        {solutions.editorial ? (
          <Markdown source={solutions.editorial} />
        ) : (
          <p className="text-base-content/60">{LEARNING_WEB.noEditorial}</p>
        )}
      </section>
      <SolutionCode references={solutions.referenceSolution} />
    </div>
  );
}
