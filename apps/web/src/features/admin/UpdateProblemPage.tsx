import { WEB } from '@codedojo/shared';
import { PageHeading } from '../../components/PageHeading.tsx';

/** Placeholder until its issue lands: the route and its guard already exist. */
export default function UpdateProblemPage() {
  return <PageHeading title={WEB.pages.updateProblem} testId="page-update-problem" />;
}
