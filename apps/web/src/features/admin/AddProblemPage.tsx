import { WEB } from '@codedojo/shared';
import { PageHeading } from '../../components/PageHeading.tsx';

/** Placeholder until its issue lands: the route and its guard already exist. */
export default function AddProblemPage() {
  return <PageHeading title={WEB.pages.addProblem} testId="page-add-problem" />;
}
