import { LEARNING_WEB, WEB } from '@codedojo/shared';
import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { Navbar } from '../components/Navbar.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { Toasts } from '../components/Toasts.tsx';
import { useAuthStore } from '../features/auth/authStore.ts';
import { AuthGate } from './guards.tsx';

/** The root: toasts top-right, scroll restoration, then the session gate. */
export function RootLayout() {
  return (
    <>
      <Toasts />
      <ScrollRestoration />
      <Suspense fallback={<Spinner fullScreen label={WEB.pages.loading} />}>
        <AuthGate />
      </Suspense>
    </>
  );
}

/** Logged-in screens: the sticky navbar above the screen. */
export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label={WEB.pages.loading} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** Public pages (/terms, /privacy): the navbar when logged in, a plain header otherwise. */
export function PublicLayout() {
  const authUser = useAuthStore((state) => state.authUser);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {authUser ? (
        <Navbar />
      ) : (
        <header className="border-b border-base-content/10">
          <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
            <Link to="/login" className="text-lg">
              <Logo />
            </Link>
          </div>
        </header>
      )}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label={WEB.pages.loading} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** The first stop of the Tab key: straight to the screen, past the navbar. */
function SkipLink() {
  return (
    <a href="#main-content" className="skip-link" data-testid="skip-link">
      {LEARNING_WEB.skipLink}
    </a>
  );
}
