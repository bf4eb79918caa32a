import type { SubmissionRow } from '@codedojo/shared';
import { PROFILE_WEB } from '@codedojo/shared';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/Spinner.tsx';
import { notify } from '../../lib/toast.ts';
import { useAuthStore } from '../auth/authStore.ts';
import { ProfileEditForm } from '../auth/ProfileEditForm.tsx';
import { RevealedList } from '../solutions/RevealedList.tsx';
import { ActivityHeatmap } from './ActivityHeatmap.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { ProfileStatCards } from './ProfileStatCards.tsx';
import { ProfileSubmissionsTab } from './ProfileSubmissionsTab.tsx';
import { ProfileTabs, type TabId } from './ProfileTabs.tsx';
import { type ProfileData, problemTitle, useProfileData } from './profileData.ts';
import { SolvedTab } from './SolvedTab.tsx';
import { SubmissionCodeModal } from './SubmissionCodeModal.tsx';

/** /profile: header, stat cards, a year heatmap, the three tabs and the profile edit form. */
export default function ProfilePage() {
  const user = useAuthStore((state) => state.authUser);
  const data = useProfileData();
  const partial = data?.partial ?? false;

  useEffect(() => {
    if (partial) notify.error(PROFILE_WEB.loadFailed);
  }, [partial]);

  if (!user) return null;
  return (
    <section className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8" data-testid="page-profile">
      {data ? <ProfileBody data={data} /> : <Spinner label={PROFILE_WEB.loading} testId="profile-loading" />}
    </section>
  );
}

function ProfileBody({ data }: { data: ProfileData }) {
  const user = useAuthStore((state) => state.authUser);
  const [tab, setTab] = useState<TabId>('overview');
  const [open, setOpen] = useState<SubmissionRow | null>(null);
  const editRef = useRef<HTMLDivElement>(null);
  if (!user) return null;

  const editProfile = () => {
    editRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    editRef.current?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      {data.partial ? (
        <p className="alert alert-warning alert-soft" role="status" data-testid="profile-partial">
          <TriangleAlert className="size-5" aria-hidden="true" />
          {PROFILE_WEB.loadFailed}
        </p>
      ) : null}
      <ProfileHeader user={user} recentSubmissions={data.stats.recentSubmissions} onEdit={editProfile} />
      <ProfileStatCards stats={data.stats} />
      <ActivityHeatmap daily={data.stats.daily} />
      <RevealedList />
      <ProfileTabs active={tab} onChange={setTab} />
      <div role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'overview' ? <OverviewTab stats={data.stats} /> : null}
        {tab === 'submissions' ? (
          <ProfileSubmissionsTab submissions={data.submissions} titles={data.titles} onOpen={setOpen} />
        ) : null}
        {tab === 'solved' ? <SolvedTab solved={data.solved} /> : null}
      </div>
      <div ref={editRef} id="edit-profile" className="scroll-mt-20 pt-4">
        <ProfileEditForm />
      </div>
      <SubmissionCodeModal
        submission={open}
        title={open ? problemTitle(open, data.titles) : ''}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
