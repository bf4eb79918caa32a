import { PROBLEMS_WEB, WEB } from '@codedojo/shared';
import { useMemo, useState } from 'react';
import { Spinner } from '../../components/Spinner.tsx';
import { filterProblems, type ProblemFilters } from './list/filterProblems.ts';
import { ProblemFiltersBar } from './list/ProblemFiltersBar.tsx';
import { ProblemsStats } from './list/ProblemsStats.tsx';
import { ProblemsTable } from './list/ProblemsTable.tsx';
import { useProblemsList } from './list/useProblemsList.ts';

/** /problems: search, filters, the table and the footer stats (spec section 2). */
export default function ProblemsPage() {
  const { loading, problems, solved } = useProblemsList();
  const [filters, setFilters] = useState<ProblemFilters>({ search: '', difficulty: 'ALL', status: 'ALL' });
  const shown = useMemo(() => filterProblems(problems, solved, filters), [problems, solved, filters]);

  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="page-problems">
      <h1 className="text-3xl font-bold">{WEB.pages.problems}</h1>
      <ProblemFiltersBar filters={filters} onChange={setFilters} />
      {loading ? (
        <Spinner label={PROBLEMS_WEB.loadingList} />
      ) : (
        <>
          <ProblemsTable problems={shown} solved={solved} />
          <ProblemsStats problems={problems} solved={solved} />
        </>
      )}
    </section>
  );
}
