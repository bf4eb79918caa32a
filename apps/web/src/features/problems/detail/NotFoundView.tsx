import { PROBLEMS_WEB } from '@codedojo/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { IconLink } from '../../../components/IconButton.tsx';

/** 'Problem not found' / 'The problem you're looking for doesn't exist.' */
export function NotFoundView() {
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center"
      data-testid="problem-not-found"
    >
      <SearchX className="size-12 text-base-content/40" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{PROBLEMS_WEB.notFoundTitle}</h1>
      <p className="text-base-content/70">{PROBLEMS_WEB.notFoundText}</p>
      <IconLink
        icon={ArrowLeft}
        label={PROBLEMS_WEB.backToProblems}
        to="/problems"
        className="btn btn-primary"
      />
    </section>
  );
}
