import { LEARNING_WEB, TAGLINE } from '@codedojo/shared';
import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo.tsx';
import { AuthSidePanel } from './AuthSidePanel.tsx';

type AuthLayoutProps = { title: string; subtitle: string; children: ReactNode };

/** Split layout of the login and sign-up screens: the form left, the decorative panel right. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <a href="#main-content" className="skip-link" data-testid="skip-link">
        {LEARNING_WEB.skipLink}
      </a>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-col justify-center px-6 py-10 focus:outline-none sm:px-12"
      >
        <div className="mx-auto w-full max-w-md">
          <div className="mb-8">
            <Logo className="text-xl" />
            <p className="mt-2 text-sm text-base-content/60">{TAGLINE}</p>
          </div>
          {children}
        </div>
      </main>
      <AuthSidePanel title={title} subtitle={subtitle} />
    </div>
  );
}
