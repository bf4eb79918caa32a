import { PROBLEMS_WEB } from '@codedojo/shared';
import { Search } from 'lucide-react';
import type { DifficultyFilter, ProblemFilters, StatusFilter } from './filterProblems.ts';

const DIFFICULTY_OPTIONS: { value: DifficultyFilter; label: string }[] = [
  { value: 'ALL', label: PROBLEMS_WEB.all },
  { value: 'EASY', label: PROBLEMS_WEB.easy },
  { value: 'MEDIUM', label: PROBLEMS_WEB.medium },
  { value: 'HARD', label: PROBLEMS_WEB.hard },
];
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: PROBLEMS_WEB.all },
  { value: 'SOLVED', label: PROBLEMS_WEB.solved },
  { value: 'UNSOLVED', label: PROBLEMS_WEB.unsolved },
];

type Props = { filters: ProblemFilters; onChange: (filters: ProblemFilters) => void };

/** Search box, difficulty filter (All/Easy/Medium/Hard) and status filter (All/Solved/Unsolved). */
export function ProblemFiltersBar({ filters, onChange }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="input w-full sm:flex-1">
        <Search className="size-4 opacity-60" aria-hidden="true" />
        <input
          type="search"
          className="grow"
          aria-label={PROBLEMS_WEB.searchLabel}
          placeholder={PROBLEMS_WEB.searchPlaceholder}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          data-testid="problems-search"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-base-content/70">{PROBLEMS_WEB.difficultyLabel}</span>
        <select
          className="select sm:w-40"
          value={filters.difficulty}
          onChange={(event) => onChange({ ...filters, difficulty: event.target.value as DifficultyFilter })}
          data-testid="problems-difficulty"
        >
          {DIFFICULTY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-base-content/70">{PROBLEMS_WEB.statusLabel}</span>
        <select
          className="select sm:w-40"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}
          data-testid="problems-status"
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
