import { PROBLEMS_WEB } from '@codedojo/shared';
import { OptionSelect } from '../../../components/OptionSelect.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
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
      <SearchInput
        className="sm:flex-1"
        label={PROBLEMS_WEB.searchLabel}
        placeholder={PROBLEMS_WEB.searchPlaceholder}
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        testId="problems-search"
      />
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="problems-difficulty" className="text-base-content/70">
          {PROBLEMS_WEB.difficultyLabel}
        </label>
        <OptionSelect
          id="problems-difficulty"
          className="sm:w-40"
          value={filters.difficulty}
          options={DIFFICULTY_OPTIONS}
          onChange={(difficulty) => onChange({ ...filters, difficulty })}
          testId="problems-difficulty"
        />
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="problems-status" className="text-base-content/70">
          {PROBLEMS_WEB.statusLabel}
        </label>
        <OptionSelect
          id="problems-status"
          className="sm:w-40"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ ...filters, status })}
          testId="problems-status"
        />
      </div>
    </div>
  );
}
