import { ADMIN_WEB, PROBLEMS_WEB } from '@codedojo/shared';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { notify } from '../../../lib/toast.ts';
import { problemsApi } from '../../problems/problemsApi.ts';
import type { ProblemSummary } from '../../problems/types.ts';
import { fromProblem, type ProblemFormValues } from '../form/formValues.ts';
import { UpdateProblemForm } from './UpdateProblemForm.tsx';

type Props = { problem: ProblemSummary; onClose: () => void; onSaved: () => void };

/** Loads the whole problem (code, references, tests), then opens the prefilled editor. */
export function UpdateProblemModal({ problem, onClose, onSaved }: Props) {
  const [initial, setInitial] = useState<ProblemFormValues | null>(null);
  useEffect(() => {
    let active = true;
    problemsApi
      .get(problem.id)
      .then((result) => {
        if (!active) return;
        if (result.ok && result.body.data) setInitial(fromProblem(result.body.data));
        else {
          notify.error(
            result.ok ? PROBLEMS_WEB.fetchOneFailed : (result.error ?? PROBLEMS_WEB.fetchOneFailed),
          );
          onClose();
        }
      })
      .catch(() => {
        if (!active) return;
        notify.error(PROBLEMS_WEB.fetchOneFailed);
        onClose();
      });
    return () => {
      active = false;
    };
  }, [problem.id, onClose]);

  if (!initial) {
    return (
      <Modal
        open
        title={problem.title}
        onClose={onClose}
        closeLabel={ADMIN_WEB.close}
        testId="update-modal-loading"
      >
        <Spinner label={ADMIN_WEB.loading} />
      </Modal>
    );
  }
  return (
    <UpdateProblemForm
      problemId={problem.id}
      title={problem.title}
      initial={initial}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
