import { isPendingStatus, LANGUAGES, LEARNING_WEB, PROBLEMS_WEB, resolveLanguage } from '@codedojo/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { problemsApi } from '../problemsApi.ts';
import type { SubmissionRow } from '../types.ts';
import { BADGE_CLASS, resultTone } from './resultTone.ts';

const PENDING_POLL_MS = 2000;

/**
 * The user's submissions to this problem, newest first (failure tolerated as none). While any
 * is queued or being judged the list refreshes itself until they all have their verdict.
 */
export function SubmissionsTab({ problemId, refreshKey }: { problemId: string; refreshKey: number }) {
  const [rows, setRows] = useState<SubmissionRow[] | null>(null);
  const [tick, setTick] = useState(0);
  const pending = rows?.some((row) => isPendingStatus(row.status)) ?? false;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setTick((n) => n + 1), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending]);
  useEffect(() => {
    let active = true;
    // refreshKey changes after every submit, tick while some are pending: the list reloads.
    void refreshKey;
    void tick;
    problemsApi
      .submissions(problemId)
      .then((result) => {
        if (active) setRows(result.ok ? (result.body.data ?? []) : []);
      })
      .catch(() => {
        if (active) setRows([]);
      });
    return () => {
      active = false;
    };
  }, [problemId, refreshKey, tick]);

  if (rows === null) return <span className="loading loading-spinner" aria-hidden="true" />;
  if (rows.length === 0) return <p className="text-base-content/60">{PROBLEMS_WEB.noSubmissions}</p>;
  return (
    <>
      {rows.length > 1 ? (
        <Link
          to={`/problems/${encodeURIComponent(problemId)}/compare`}
          className="btn btn-outline btn-xs"
          data-testid="compare-link"
        >
          {LEARNING_WEB.compareTitle}
        </Link>
      ) : null}
      <table className="table table-sm" data-testid="submissions-table">
        <thead>
          <tr>
            <th scope="col">{PROBLEMS_WEB.colStatus}</th>
            <th scope="col">{PROBLEMS_WEB.language}</th>
            <th scope="col">{PROBLEMS_WEB.submittedAt}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const language = resolveLanguage(row.language);
            return (
              <tr key={row.id} data-testid="submission-row">
                <td>
                  <span className={`badge badge-soft badge-sm ${BADGE_CLASS[resultTone(row.status)]}`}>
                    {row.status}
                  </span>
                </td>
                <td>{language ? LANGUAGES[language].label : row.language}</td>
                <td className="text-sm text-base-content/70">{new Date(row.createdAt).toLocaleString()}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
