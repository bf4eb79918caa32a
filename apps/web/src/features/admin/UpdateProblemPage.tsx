import { ADMIN_WEB, DESCRIPTION_PREVIEW_CHARS, WEB } from '@codedojo/shared';
import { Pencil } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { DifficultyBadge } from '../../components/DifficultyBadge.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { previewOf } from '../problems/list/filterProblems.ts';
import type { ProblemSummary } from '../problems/types.ts';
import { AdminFiltersBar } from './list/AdminFiltersBar.tsx';
import { type AdminFilters, filterAdminProblems } from './list/adminFilter.ts';
import { TagsPreview } from './list/TagsPreview.tsx';
import { useAdminProblems } from './list/useAdminProblems.ts';
import { UpdateProblemModal } from './update/UpdateProblemModal.tsx';

/** /update-problem: the list with search and filter; 'Update Problem' opens the modal editor. */
export default function UpdateProblemPage() {
  const { problems, loading, reload } = useAdminProblems();
  const [filters, setFilters] = useState<AdminFilters>({ search: '', difficulty: 'all' });
  const [editing, setEditing] = useState<ProblemSummary | null>(null);
  const shown = useMemo(() => filterAdminProblems(problems, filters), [problems, filters]);
  const close = useCallback(() => setEditing(null), []);
  const saved = useCallback(() => {
    setEditing(null);
    void reload();
  }, [reload]);

  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="page-update-problem">
      <h1 className="text-3xl font-bold">{WEB.pages.updateProblem}</h1>
      <AdminFiltersBar filters={filters} onChange={setFilters} />
      {loading ? (
        <Spinner label={WEB.pages.loading} />
      ) : shown.length === 0 ? (
        <p className="py-12 text-center text-lg text-base-content/60" data-testid="admin-empty">
          {ADMIN_WEB.noProblemsTitle}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((problem) => (
            <li
              key={problem.id}
              className="card border border-base-content/10 bg-base-200/40"
              data-testid="admin-problem-card"
              data-problem-id={problem.id}
            >
              <div className="card-body gap-3">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="card-title text-base">{problem.title}</h2>
                  <DifficultyBadge difficulty={problem.difficulty} />
                </div>
                <p className="text-sm text-base-content/70">
                  {previewOf(problem.description, DESCRIPTION_PREVIEW_CHARS)}
                </p>
                <TagsPreview tags={problem.tags} />
                <div className="card-actions justify-end">
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    onClick={() => setEditing(problem)}
                    data-testid="open-update"
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    {ADMIN_WEB.updateButton}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <UpdateProblemModal problem={editing} onClose={close} onSaved={saved} /> : null}
    </section>
  );
}
