import { WEB } from '@codedojo/shared';
import { useParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

/** Placeholder until its issue lands: the route and its guard already exist. */
export default function ProblemDetailPage() {
  const { id } = useParams();
  return <PageHeading title={`${WEB.pages.problemDetail} #${id ?? ''}`} testId="page-problem-detail" />;
}
