import { WEB } from '@codedojo/shared';
import { PageHeading } from '../../components/PageHeading.tsx';

/** Placeholder until its issue lands: the route and its guard already exist. */
export default function PlaylistsPage() {
  return <PageHeading title={WEB.pages.playlists} testId="page-playlists" />;
}
