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
      <LabelledSelect
        id="problems-difficulty"
        label={PROBLEMS_WEB.difficultyLabel}
        value={filters.difficulty}
        options={DIFFICULTY_OPTIONS}
        onChange={(difficulty) => onChange({ ...filters, difficulty })}
      />
      <LabelledSelect
        id="problems-status"
        label={PROBLEMS_WEB.statusLabel}
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ ...filters, status })}
      />
    </div>
  );
}

type LabelledSelectProps<T extends string> = {
  /** The select's id, its label's target and its test id. */
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** One filter: its label above its select. */
function LabelledSelect<T extends string>({ id, label, ...select }: LabelledSelectProps<T>) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="text-base-content/70">
        {label}
      </label>
      <OptionSelect id={id} className="sm:w-40" testId={id} {...select} />
    </div>
  );
}
