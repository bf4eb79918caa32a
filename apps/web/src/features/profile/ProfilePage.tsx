import { WEB } from '@codedojo/shared';
import { ProfileEditForm } from '../auth/ProfileEditForm.tsx';

/** For now: the profile edit form (the full profile page lands with its issue). */
export default function ProfilePage() {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8" data-testid="page-profile">
      <h1 className="mb-6 text-3xl font-bold">{WEB.pages.profile}</h1>
      <ProfileEditForm />
    </section>
  );
}
