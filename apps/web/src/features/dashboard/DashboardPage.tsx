import { fillTemplate, WEB } from '@codedojo/shared';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useAuthStore } from '../auth/authStore.ts';

/** Placeholder dashboard: the greeting; the tiles and lists land with their issue. */
export default function DashboardPage() {
  const name = useAuthStore((state) => state.authUser?.name);
  return (
    <PageHeading title={WEB.pages.dashboard} testId="page-dashboard">
      <p className="mt-2 text-lg text-base-content/80" data-testid="dashboard-greeting">
        {fillTemplate(WEB.dashboard.greeting, { name: name?.trim() || WEB.dashboard.fallbackName })}
      </p>
    </PageHeading>
  );
}
