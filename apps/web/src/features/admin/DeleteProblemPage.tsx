import type { ProblemSummary } from '@codedojo/shared';
import { ADMIN_WEB, DELETE_BANNER_MS, WEB } from '@codedojo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { notify } from '../../lib/toast.ts';
import { problemsApi } from '../problems/problemsApi.ts';
import { ConfirmDeleteDialog } from './delete/ConfirmDeleteDialog.tsx';
import { DeleteProblemCard } from './delete/DeleteProblemCard.tsx';
import { deleteErrorMessage } from './delete/deleteErrors.ts';
import { AdminFiltersBar } from './list/AdminFiltersBar.tsx';
import { type AdminFilters, filterAdminProblems } from './list/adminFilter.ts';
import { useCatalogue } from './list/useCatalogue.ts';

/** /delete-problem: search, filter, cards; confirm, 'Deleting...', then a 3-second success banner. */
export default function DeleteProblemPage() {
  const { problems, loading } = useCatalogue();
  const client = useQueryClient();
  const [filters, setFilters] = useState<AdminFilters>({ search: '', difficulty: 'all' });
  const [confirming, setConfirming] = useState<ProblemSummary | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [banner, setBanner] = useState(false);
  const shown = useMemo(() => filterAdminProblems(problems, filters), [problems, filters]);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(false), DELETE_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const remove = async (problem: ProblemSummary) => {
    setConfirming(null);
    setDeletingId(problem.id);
    try {
      const answer = await problemsApi.remove(problem.id);
      if (!answer.success) {
        notify.error(ADMIN_WEB.deleteFailed);
        return;
      }
      client.setQueryData<ProblemSummary[]>(queryKeys.problems(), (list) =>
        list?.filter((row) => row.id !== problem.id),
      );
      void client.invalidateQueries({ queryKey: queryKeys.problems() });
      setBanner(true);
    } catch (error) {
      notify.error(deleteErrorMessage(error));
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="page-delete-problem">
      <h1 className="text-3xl font-bold">{WEB.pages.deleteProblem}</h1>
      {banner ? (
        <div role="status" className="alert alert-success alert-soft" data-testid="delete-banner">
          <CircleCheck className="size-5" aria-hidden="true" />
          <span>{ADMIN_WEB.deleteSuccess}</span>
        </div>
      ) : null}
      <AdminFiltersBar filters={filters} onChange={setFilters} />
      {loading ? (
        <Spinner label={WEB.pages.loading} />
      ) : shown.length === 0 ? (
        <p className="py-12 text-center text-lg text-base-content/60" data-testid="admin-empty">
          {problems.length === 0 ? ADMIN_WEB.noProblems : ADMIN_WEB.noMatches}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((problem) => (
            <DeleteProblemCard
              key={problem.id}
              problem={problem}
              deleting={deletingId === problem.id}
              disabled={deletingId !== null}
              onDelete={() => setConfirming(problem)}
            />
          ))}
        </ul>
      )}
      {confirming ? (
        <ConfirmDeleteDialog
          title={confirming.title}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void remove(confirming)}
        />
      ) : null}
    </section>
  );
}
