import { ADMIN_WEB, PROBLEMS_WEB } from '@codedojo/shared';
import { OptionSelect } from '../../../components/OptionSelect.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import type { AdminFilters } from './adminFilter.ts';

const OPTIONS: { value: AdminFilters['difficulty']; label: string }[] = [
  { value: 'all', label: ADMIN_WEB.allDifficulties },
  { value: 'EASY', label: PROBLEMS_WEB.easy },
  { value: 'MEDIUM', label: PROBLEMS_WEB.medium },
  { value: 'HARD', label: PROBLEMS_WEB.hard },
];

type Props = { filters: AdminFilters; onChange: (filters: AdminFilters) => void };

/** Search (title or description) and the difficulty filter (all, easy, medium, hard). */
export function AdminFiltersBar({ filters, onChange }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        className="sm:flex-1"
        label={ADMIN_WEB.searchLabel}
        placeholder={ADMIN_WEB.searchPlaceholder}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        testId="admin-search"
      />
      <OptionSelect
        className="sm:w-48"
        aria-label={ADMIN_WEB.filterLabel}
        value={filters.difficulty}
        options={OPTIONS}
        onChange={(difficulty) => onChange({ ...filters, difficulty })}
        testId="admin-difficulty"
      />
    </div>
  );
}
