import { PROBLEMS_WEB } from '@codedojo/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';

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
      <Link to="/problems" className="btn btn-primary">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {PROBLEMS_WEB.backToProblems}
      </Link>
    </section>
  );
}
