import type { ExecutionResult, SubmissionRecord } from '@codedojo/shared';
import {
  ACCEPTED,
  fillTemplate,
  isPendingStatus,
  LANGUAGES,
  type Language,
  PROBLEMS_WEB,
  RUN_COOLDOWN_SECONDS,
  SUBMIT_COOLDOWN_SECONDS,
} from '@codedojo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { invalidateAfterSubmission, queryKeys } from '../../../api/queryKeys.ts';
import { notify } from '../../../lib/toast.ts';
import { type ExecuteBody, problemsApi } from '../problemsApi.ts';
import type { SubmissionProgress } from '../types.ts';
import { followSubmission, lastSubmission } from './followSubmission.ts';
import { useCooldown } from './useCooldown.ts';

export type ExecutionKind = 'run' | 'submit';

/** What the Output tab shows: the last result, or the error of the last call. */
export type ExecutionOutcome =
  | { kind: ExecutionKind; result: ExecutionResult | SubmissionRecord }
  | { kind: ExecutionKind; error: { message: string; details: string } };

type Source = { problemId: string; language: Language; code: string; customInput: string | null };

const TEXT = {
  run: {
    wait: PROBLEMS_WEB.waitRun,
    failed: PROBLEMS_WEB.runError,
    details: PROBLEMS_WEB.runFailedDetails,
    cooldown: RUN_COOLDOWN_SECONDS,
  },
  submit: {
    wait: PROBLEMS_WEB.waitSubmit,
    failed: PROBLEMS_WEB.submitError,
    details: PROBLEMS_WEB.submitFailedDetails,
    cooldown: SUBMIT_COOLDOWN_SECONDS,
  },
} as const;

function successToast(kind: ExecutionKind, result: ExecutionResult | SubmissionRecord) {
  const total = result.testCases.length;
  const passed = result.testCases.filter((test) => test.passed).length;
  if (result.status === ACCEPTED) {
    notify.success(
      kind === 'run' ? fillTemplate(PROBLEMS_WEB.runAllPassed, { n: total }) : PROBLEMS_WEB.submitAllPassed,
    );
  } else {
    notify.error(fillTemplate(PROBLEMS_WEB.somePassed, { passed, total }));
  }
}

/** Spec section 8: the panel's message is the server's error, else the error's text, else 'Unknown'. */
function failureMessage(cause: unknown): string {
  if (cause instanceof ApiError) return cause.serverMessage ?? PROBLEMS_WEB.unknownError;
  return cause instanceof Error && cause.message ? cause.message : PROBLEMS_WEB.unknownError;
}

function executeBody(kind: ExecutionKind, source: Source): ExecuteBody {
  const body: ExecuteBody = {
    source_code: source.code,
    language_id: LANGUAGES[source.language].id,
    problem_id: source.problemId,
  };
  if (kind === 'run' && source.customInput !== null) {
    body.stdin = [source.customInput];
    body.expected_outputs = [null];
  }
  return body;
}

/**
 * The last submission to this problem, kept after a reload: fetched through the cache and, while
 * it is still being judged, followed through its events.
 */
function useLastSubmission(problemId: string, setProgress: (progress: SubmissionProgress | null) => void) {
  const client = useQueryClient();
  const [id] = useState(() => lastSubmission.get(problemId));
  const last = useQuery({
    queryKey: queryKeys.submission(id ?? ''),
    queryFn: () => problemsApi.submission(id ?? ''),
    enabled: id !== null,
  });
  const pending = last.data && isPendingStatus(last.data.status) ? last.data : null;
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    followSubmission(pending, setProgress, controller.signal).then(
      (record) => {
        setProgress(null);
        client.setQueryData(queryKeys.submission(record.id), record);
        void invalidateAfterSubmission(client);
      },
      () => setProgress(null),
    );
    return () => controller.abort();
  }, [pending, client, setProgress]);
  return last.data && !isPendingStatus(last.data.status) ? last.data : null;
}

/**
 * Run and Submit (spec sections 4, 5 and 8): blank code and cooldowns are refused with a toast;
 * each has a busy state and, once finished, a 15-second cooldown. A submit is a record (202
 * Queued) whose tests' chips fill in as its events arrive; its verdict refreshes every screen
 * that shows submissions, solved marks or figures.
 */
export function useExecution(problemId: string, onFinished: (outcome: ExecutionOutcome) => void) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<ExecutionKind | null>(null);
  const [outcome, setOutcome] = useState<ExecutionOutcome | null>(null);
  const [progress, setProgress] = useState<SubmissionProgress | null>(null);
  const restored = useLastSubmission(problemId, setProgress);
  const runCooldown = useCooldown();
  const submitCooldown = useCooldown();
  const busyRef = useRef<ExecutionKind | null>(null);

  const submitAndFollow = useCallback(
    async (body: ExecuteBody): Promise<SubmissionRecord> => {
      const created = await problemsApi.createSubmission(body);
      lastSubmission.set(problemId, created.id);
      client.setQueryData(queryKeys.submission(created.id), created);
      void client.invalidateQueries({ queryKey: queryKeys.problemSubmissions(problemId) });
      const record = await followSubmission(created, setProgress);
      setProgress(null);
      client.setQueryData(queryKeys.submission(record.id), record);
      void invalidateAfterSubmission(client);
      return record;
    },
    [client, problemId],
  );

  const execute = useCallback(
    async (kind: ExecutionKind, source: Source) => {
      const text = TEXT[kind];
      const cooldown = kind === 'run' ? runCooldown : submitCooldown;
      if (busyRef.current === kind) return;
      if (cooldown.left > 0) {
        notify.error(fillTemplate(text.wait, { n: cooldown.left }));
        return;
      }
      if (!source.code.trim()) {
        notify.error(PROBLEMS_WEB.emptyCode);
        return;
      }
      const body = executeBody(kind, source);
      busyRef.current = kind;
      setBusy(kind);
      let next: ExecutionOutcome;
      try {
        const result = kind === 'run' ? await problemsApi.run(body) : await submitAndFollow(body);
        next = { kind, result };
        successToast(kind, result);
      } catch (cause) {
        setProgress(null);
        notify.error(text.failed);
        next = { kind, error: { message: failureMessage(cause), details: text.details } };
      }
      busyRef.current = null;
      setBusy(null);
      setOutcome(next);
      cooldown.start(text.cooldown);
      onFinished(next);
    },
    [runCooldown, submitCooldown, onFinished, submitAndFollow],
  );

  return {
    busy,
    outcome: outcome ?? (restored ? { kind: 'submit' as const, result: restored } : null),
    progress,
    runLeft: runCooldown.left,
    submitLeft: submitCooldown.left,
    execute,
  };
}
