import { WEB } from '@codedojo/shared';
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
      <Navbar />
      <main className="flex-1">
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
      <main className="flex-1">
        <Suspense fallback={<Spinner label={WEB.pages.loading} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
