import type { Solutions } from '@codedojo/shared';
import { LEARNING_WEB } from '@codedojo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { errorCode } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { notify } from '../../lib/toast.ts';
import { SolutionCode } from './SolutionCode.tsx';
import { solutionsApi } from './solutionsApi.ts';

/** The problem page's Solutions tab: locked until solved (or revealed), then editorial + code. */
export function SolutionsTab({ problemId }: { problemId: string }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.solutions(problemId),
    queryFn: () => solutionsApi.get(problemId),
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const reveal = async () => {
    setBusy(true);
    const solutions = await solutionsApi.reveal(problemId).catch(() => undefined);
    setBusy(false);
    setConfirming(false);
    if (!solutions) {
      notify.error(LEARNING_WEB.revealFailed);
      return;
    }
    client.setQueryData<Solutions>(queryKeys.solutions(problemId), solutions);
    void client.invalidateQueries({ queryKey: queryKeys.revealed() });
  };

  if (query.isPending) {
    return (
      <span className="loading loading-spinner" role="status" aria-label={LEARNING_WEB.loadingSolutions} />
    );
  }
  if (query.isError && errorCode(query.error) !== 'solutions_locked') {
    return <p className="text-error">{LEARNING_WEB.solutionsFailed}</p>;
  }
  if (query.isError) {
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
  const solutions = query.data;
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
