import {
  ACCEPTED,
  fillTemplate,
  LANGUAGES,
  type Language,
  PROBLEMS_WEB,
  RUN_COOLDOWN_SECONDS,
  SUBMIT_COOLDOWN_SECONDS,
} from '@codedojo/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { type ExecuteBody, problemsApi } from '../problemsApi.ts';
import type { ExecutionResult, SubmissionProgress } from '../types.ts';
import { followSubmission, lastSubmission } from './followSubmission.ts';
import { useCooldown } from './useCooldown.ts';

export type ExecutionKind = 'run' | 'submit';

/** What the Output tab shows: the last result, or the error of the last call. */
export type ExecutionOutcome =
  | { kind: ExecutionKind; result: ExecutionResult }
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

function successToast(kind: ExecutionKind, result: ExecutionResult) {
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

/**
 * Run and Submit (spec sections 4, 5 and 8): blank code and cooldowns are refused with a toast;
 * each has a busy state and, once finished, a 15-second cooldown.
 */
export function useExecution(problemId: string, onFinished: (outcome: ExecutionOutcome) => void) {
  const [busy, setBusy] = useState<ExecutionKind | null>(null);
  const [outcome, setOutcome] = useState<ExecutionOutcome | null>(null);
  const [progress, setProgress] = useState<SubmissionProgress | null>(null);

  // The last submission's result stays after a reload; one still being judged is followed again.
  useEffect(() => {
    const id = lastSubmission.get(problemId);
    if (!id) return;
    let active = true;
    problemsApi
      .submission(id)
      .then(async (response) => {
        if (!active || !response.ok || !response.body.data) return;
        const record = await followSubmission(response.body.data, (next) => {
          if (active) setProgress(next);
        });
        if (!active) return;
        setProgress(null);
        setOutcome({ kind: 'submit', result: record });
      })
      .catch(() => {
        if (active) setProgress(null);
      });
    return () => {
      active = false;
    };
  }, [problemId]);
  const runCooldown = useCooldown();
  const submitCooldown = useCooldown();
  const busyRef = useRef<ExecutionKind | null>(null);

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
      const body: ExecuteBody = {
        source_code: source.code,
        language_id: LANGUAGES[source.language].id,
        problem_id: source.problemId,
      };
      if (kind === 'run' && source.customInput !== null) {
        body.stdin = [source.customInput];
        body.expected_outputs = [null];
      }
      // A submission answers 202 Queued at once; its tests' chips fill in as its events arrive.
      const submitAndFollow = async (submitBody: ExecuteBody) => {
        const created = await problemsApi.createSubmission(submitBody);
        if (!created.ok || !created.body.data) return created;
        lastSubmission.set(source.problemId, created.body.data.id);
        const record = await followSubmission(created.body.data, setProgress);
        setProgress(null);
        return { ...created, body: { ...created.body, data: record } };
      };
      busyRef.current = kind;
      setBusy(kind);
      let next: ExecutionOutcome;
      try {
        const response = kind === 'run' ? await problemsApi.run(body) : await submitAndFollow(body);
        if (response.ok && response.body.data) {
          const result: ExecutionResult = response.body.data;
          next = { kind, result };
          successToast(kind, result);
        } else {
          notify.error(text.failed);
          const message = response.ok ? undefined : response.error;
          const details = response.ok ? response.body.message : undefined;
          next = {
            kind,
            error: { message: message ?? PROBLEMS_WEB.unknownError, details: details ?? text.details },
          };
        }
      } catch (cause) {
        setProgress(null);
        notify.error(text.failed);
        const message = cause instanceof Error && cause.message ? cause.message : PROBLEMS_WEB.unknownError;
        next = { kind, error: { message, details: text.details } };
      }
      busyRef.current = null;
      setBusy(null);
      setOutcome(next);
      cooldown.start(text.cooldown);
      onFinished(next);
    },
    [runCooldown, submitCooldown, onFinished],
  );

  return {
    busy,
    outcome,
    progress,
    runLeft: runCooldown.left,
    submitLeft: submitCooldown.left,
    execute,
  };
}
