import {
  ACCEPTED,
  fillTemplate,
  LANGUAGES,
  type Language,
  PROBLEMS_WEB,
  RUN_COOLDOWN_SECONDS,
  SUBMIT_COOLDOWN_SECONDS,
} from '@codedojo/shared';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { type ExecuteBody, problemsApi } from '../problemsApi.ts';
import type { ExecutionResult } from '../types.ts';
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
export function useExecution(onFinished: (outcome: ExecutionOutcome) => void) {
  const [busy, setBusy] = useState<ExecutionKind | null>(null);
  const [outcome, setOutcome] = useState<ExecutionOutcome | null>(null);
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
      busyRef.current = kind;
      setBusy(kind);
      let next: ExecutionOutcome;
      try {
        const response = kind === 'run' ? await problemsApi.run(body) : await problemsApi.submit(body);
        if (response.ok && response.body.data) {
          next = { kind, result: response.body.data };
          successToast(kind, response.body.data);
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
    runLeft: runCooldown.left,
    submitLeft: submitCooldown.left,
    execute,
  };
}
