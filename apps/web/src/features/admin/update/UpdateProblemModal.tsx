import type { ProblemSummary } from '@codedojo/shared';
import { ADMIN_WEB, PROBLEMS_WEB } from '@codedojo/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { errorText } from '../../../api/client.ts';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { notify } from '../../../lib/toast.ts';
import { problemQuery } from '../../problems/detail/useProblem.ts';
import { fromProblem } from '../form/formValues.ts';
import { UpdateProblemForm } from './UpdateProblemForm.tsx';

type Props = { problem: ProblemSummary; onClose: () => void; onSaved: () => void };

/** Loads the whole problem (code, references, tests), then opens the prefilled editor. */
export function UpdateProblemModal({ problem, onClose, onSaved }: Props) {
  // Always fresh: the editor must start from the stored problem, not a cached copy.
  const query = useQuery({ ...problemQuery(problem.id), staleTime: 0 });
  const fresh = query.data && !query.isFetching ? query.data : null;
  const initial = useMemo(() => (fresh ? fromProblem(fresh) : null), [fresh]);
  useEffect(() => {
    if (!query.isError) return;
    notify.error(errorText(query.error, PROBLEMS_WEB.fetchOneFailed));
    onClose();
  }, [query.isError, query.error, onClose]);

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
