import type { SubmissionRow } from '@codedojo/shared';
import { fillTemplate, LEARNING_WEB, PROBLEMS_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { queryKeys } from '../../api/queryKeys.ts';
import { IconLink } from '../../components/IconButton.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { languageLabel } from '../../lib/format.ts';
import { problemsApi } from '../problems/problemsApi.ts';
import { CodeDiff } from './CodeDiff.tsx';
import { compareApi } from './compareApi.ts';
import { TestsTable } from './TestsTable.tsx';

/** /problems/:id/compare: pick two of your submissions, see the code diff and the per-test figures. */
export default function ComparePage() {
  const { id = '' } = useParams();
  const rows = useQuery({
    queryKey: queryKeys.problemSubmissions(id),
    queryFn: () => problemsApi.submissions(id),
  });
  const [picked, setPicked] = useState<string[]>([]);
  const [pair, setPair] = useState<[string, string] | null>(null);
  const view = useQuery({
    queryKey: queryKeys.compare(pair?.[0] ?? '', pair?.[1] ?? ''),
    queryFn: () => compareApi.get(pair?.[0] ?? '', pair?.[1] ?? ''),
    enabled: pair !== null,
  });

  const toggle = (submissionId: string) =>
    setPicked((current) =>
      current.includes(submissionId)
        ? current.filter((value) => value !== submissionId)
        : [...current, submissionId].slice(-2),
    );
  const compare = () => {
    const [a, b] = picked;
    if (a && b) setPair([a, b]);
  };

  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="page-compare">
      <IconLink
        icon={ArrowLeft}
        label={PROBLEMS_WEB.colProblem}
        to={`/problems/${encodeURIComponent(id)}`}
        className="btn btn-ghost btn-sm gap-2"
      />
      <h1 className="text-2xl font-bold">{LEARNING_WEB.compareTitle}</h1>
      {rows.isPending ? (
        <Spinner label={LEARNING_WEB.compareLoading} />
      ) : (
        <SubmissionPicker rows={rows.data ?? []} picked={picked} onToggle={toggle} />
      )}
      <div className="flex items-center gap-3">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={picked.length !== 2}
          onClick={compare}
          data-testid="compare-button"
        >
          {LEARNING_WEB.compareButton}
        </button>
        <span className="text-sm text-base-content/70">{LEARNING_WEB.compareHint}</span>
      </div>
      {pair && view.isPending ? <Spinner label={LEARNING_WEB.compareLoading} /> : null}
      {view.isError ? <p className="text-error">{LEARNING_WEB.compareFailed}</p> : null}
      {view.data ? (
        <div className="space-y-4" data-testid="comparison">
          <CodeDiff older={view.data.older.sourceCode} newer={view.data.newer.sourceCode} />
          <TestsTable comparison={view.data} />
        </div>
      ) : null}
    </section>
  );
}

function SubmissionPicker({
  rows,
  picked,
  onToggle,
}: {
  rows: SubmissionRow[];
  picked: string[];
  onToggle: (id: string) => void;
}) {
  if (rows.length === 0) return <p className="text-base-content/70">{PROBLEMS_WEB.noSubmissions}</p>;
  return (
    <ul className="space-y-1" data-testid="compare-picker">
      {rows.map((row) => {
        const date = new Date(row.createdAt).toLocaleString();
        return (
          <li key={row.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-base-content/5">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={picked.includes(row.id)}
                onChange={() => onToggle(row.id)}
                aria-label={fillTemplate(LEARNING_WEB.comparePick, { date })}
                data-testid="compare-pick"
              />
              <StatusBadge status={row.status} />
              <span className="text-sm">{languageLabel(row.language)}</span>
              <span className="text-sm text-base-content/70">{date}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
