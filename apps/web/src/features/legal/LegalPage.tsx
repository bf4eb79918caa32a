import { WEB } from '@codedojo/shared';
import { ArrowLeft } from 'lucide-react';
import { IconLink } from '../../components/IconButton.tsx';
import { useAuthStore } from '../auth/authStore.ts';

type LegalPageProps = { title: string; paragraphs: readonly string[]; testId: string };

export function LegalPage({ title, paragraphs, testId }: LegalPageProps) {
  const loggedIn = useAuthStore((state) => state.authUser !== null);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10" data-testid={testId}>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-base-content/50">{WEB.legal.updated}</p>
      <div className="mt-6 space-y-4 text-base-content/80">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {loggedIn ? null : (
        <IconLink icon={ArrowLeft} label={WEB.legal.back} to="/signup" className="btn btn-ghost mt-8" />
      )}
    </article>
  );
}
