import { ADMIN_WEB, PROBLEMS_WEB } from '@codedojo/shared';
import { Search } from 'lucide-react';
import type { AdminFilters } from './adminFilter.ts';

const OPTIONS = [
  { value: 'all', label: ADMIN_WEB.allDifficulties },
  { value: 'EASY', label: PROBLEMS_WEB.easy },
  { value: 'MEDIUM', label: PROBLEMS_WEB.medium },
  { value: 'HARD', label: PROBLEMS_WEB.hard },
] as const;

type Props = { filters: AdminFilters; onChange: (filters: AdminFilters) => void };

/** Search (title or description) and the difficulty filter (all, easy, medium, hard). */
export function AdminFiltersBar({ filters, onChange }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <label className="input w-full sm:flex-1">
        <Search className="size-4 opacity-60" aria-hidden="true" />
        <input
          type="search"
          className="grow"
          aria-label={ADMIN_WEB.searchLabel}
          placeholder={ADMIN_WEB.searchPlaceholder}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          data-testid="admin-search"
        />
      </label>
      <select
        className="select sm:w-48"
        aria-label={ADMIN_WEB.filterLabel}
        value={filters.difficulty}
        onChange={(event) =>
          onChange({ ...filters, difficulty: event.target.value as AdminFilters['difficulty'] })
        }
        data-testid="admin-difficulty"
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
