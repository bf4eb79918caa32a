import { PROBLEMS_WEB } from '@codedojo/shared';
import { useParams } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { NotFoundView } from './detail/NotFoundView.tsx';
import { ProblemWorkspace } from './detail/ProblemWorkspace.tsx';
import { useProblem } from './detail/useProblem.ts';

/** /problems/:id: loading, then the workspace or the not-found view (spec sections 2 and 4). */
export default function ProblemDetailPage() {
  const { id } = useParams();
  const state = useProblem(id);
  if (state.kind === 'loading') return <Spinner label={PROBLEMS_WEB.loadingOne} />;
  if (state.kind === 'not-found') return <NotFoundView />;
  return <ProblemWorkspace key={state.problem.id} problem={state.problem} />;
}
