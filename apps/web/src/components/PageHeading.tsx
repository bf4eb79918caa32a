import { WEB } from '@codedojo/shared';
import type { ReactNode } from 'react';

type PageHeadingProps = { title: string; testId?: string; children?: ReactNode };

/** A plain screen heading: placeholders use it until their issue lands. */
export function PageHeading({ title, testId, children }: PageHeadingProps) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8" data-testid={testId}>
      <h1 className="text-3xl font-bold">{title}</h1>
      {children ?? <p className="mt-2 text-base-content/60">{WEB.pages.comingSoon}</p>}
    </section>
  );
}
