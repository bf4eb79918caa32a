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

type SelectField = 'difficulty' | 'status';

/** The filters chosen from a list: their labels and options. */
const SELECTS: {
  [K in SelectField]: { label: string; options: { value: ProblemFilters[K]; label: string }[] };
} = {
  difficulty: { label: PROBLEMS_WEB.difficultyLabel, options: DIFFICULTY_OPTIONS },
  status: { label: PROBLEMS_WEB.statusLabel, options: STATUS_OPTIONS },
};

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
      <LabelledSelect field="difficulty" filters={filters} onChange={onChange} />
      <LabelledSelect field="status" filters={filters} onChange={onChange} />
    </div>
  );
}

/** One filter: its label above its select (`problems-<field>` is the select's id and test id). */
function LabelledSelect<K extends SelectField>({ field, filters, onChange }: Props & { field: K }) {
  const id = `problems-${field}`;
  const { label, options } = SELECTS[field];
  const select = {
    value: filters[field],
    options,
    onChange: (value: ProblemFilters[K]) => onChange({ ...filters, [field]: value }),
  };
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="text-base-content/70">
        {label}
      </label>
      <OptionSelect id={id} className="sm:w-40" testId={id} {...select} />
    </div>
  );
}
