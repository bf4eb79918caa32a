import type { ProblemSummary } from '@codedojo/shared';
import { ADMIN_WEB, WEB } from '@codedojo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { queryKeys } from '../../api/queryKeys.ts';
import { IconButton } from '../../components/IconButton.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AdminFiltersBar } from './list/AdminFiltersBar.tsx';
import { AdminProblemCard } from './list/AdminProblemCard.tsx';
import { type AdminFilters, filterAdminProblems } from './list/adminFilter.ts';
import { useCatalogue } from './list/useCatalogue.ts';
import { UpdateProblemModal } from './update/UpdateProblemModal.tsx';

/** /update-problem: the list with search and filter; 'Update Problem' opens the modal editor. */
export default function UpdateProblemPage() {
  const { problems, loading } = useCatalogue();
  const client = useQueryClient();
  const [filters, setFilters] = useState<AdminFilters>({ search: '', difficulty: 'all' });
  const [editing, setEditing] = useState<ProblemSummary | null>(null);
  const shown = useMemo(() => filterAdminProblems(problems, filters), [problems, filters]);
  const close = useCallback(() => setEditing(null), []);
  const saved = useCallback(() => {
    setEditing(null);
    void client.invalidateQueries({ queryKey: queryKeys.problems() });
  }, [client]);

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
            <AdminProblemCard key={problem.id} problem={problem} testId="admin-problem-card">
              <div className="card-actions justify-end">
                <IconButton
                  icon={Pencil}
                  label={ADMIN_WEB.updateButton}
                  className="btn btn-primary btn-sm"
                  onClick={() => setEditing(problem)}
                  testId="open-update"
                />
              </div>
            </AdminProblemCard>
          ))}
        </ul>
      )}
      {editing ? <UpdateProblemModal problem={editing} onClose={close} onSaved={saved} /> : null}
    </section>
  );
}
