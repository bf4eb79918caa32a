import { ADMIN_ROLE, WEB } from '@codedojo/shared';
import { ChevronDown, LogOut, Menu, ShieldCheck, User, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '../features/auth/authStore.ts';
import { ThemeSwitcher } from '../features/theme/ThemeSwitcher.tsx';
import { useDismiss } from '../lib/useDismiss.ts';
import { Avatar } from './Avatar.tsx';
import { IconButton, IconLink } from './IconButton.tsx';
import { Logo } from './Logo.tsx';

const MAIN_LINKS = [
  { to: '/', label: WEB.nav.home, end: true, id: 'home' },
  { to: '/problems', label: WEB.nav.problems, end: false, id: 'problems' },
  { to: '/playlists', label: WEB.nav.playlists, end: false, id: 'playlists' },
  { to: '/leaderboard', label: WEB.nav.leaderboard, end: false, id: 'leaderboard' },
] as const;

const ADMIN_LINKS = [
  { to: '/add-problem', label: WEB.nav.addProblem, id: 'add-problem' },
  { to: '/update-problem', label: WEB.nav.updateProblem, id: 'update-problem' },
  { to: '/delete-problem', label: WEB.nav.deleteProblem, id: 'delete-problem' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-primary text-primary-content' : 'text-base-content/80 hover:bg-base-content/10'
  }`;

/** Sticky top bar: main links, a mobile toggle menu and the user dropdown (admin links for ADMIN). */
export function Navbar() {
  const authUser = useAuthStore((state) => state.authUser);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const location = useLocation();
  const [userOpen, setUserOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const userRef = useRef<HTMLDivElement>(null);
  const mobileRef = useRef<HTMLDivElement>(null);
  const closeUser = useCallback(() => setUserOpen(false), []);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useDismiss(userRef, userOpen, closeUser);
  useDismiss(mobileRef, mobileOpen, closeMobile);

  // Any navigation closes both menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change on purpose
  useEffect(() => {
    setUserOpen(false);
    setMobileOpen(false);
  }, [location.pathname]);

  if (!authUser) return null;
  const isAdmin = authUser.role === ADMIN_ROLE;

  const onLogout = async () => {
    setUserOpen(false);
    setMobileOpen(false);
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <header
      className="sticky top-0 z-40 border-b border-base-content/10 bg-base-100/90 backdrop-blur"
      data-testid="navbar"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <div ref={mobileRef} className="relative lg:hidden">
          <button
            type="button"
            className="btn btn-ghost btn-square"
            aria-label={WEB.nav.toggleMenu}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
            data-testid="mobile-menu-toggle"
          >
            {mobileOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
          {mobileOpen ? (
            <nav
              id="mobile-menu"
              aria-label={WEB.nav.mainNavigation}
              className="absolute left-0 top-12 w-64 rounded-box border border-base-content/10 bg-base-200 p-2 shadow-xl"
              data-testid="mobile-menu"
            >
              <ul className="flex flex-col gap-1">
                {MAIN_LINKS.map((link) => (
                  <li key={link.to} className="flex flex-col">
                    <NavLink
                      to={link.to}
                      end={link.end}
                      className={linkClass}
                      data-testid={`mobile-link-${link.id}`}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              {isAdmin ? <AdminSection prefix="mobile" /> : null}
            </nav>
          ) : null}
        </div>

        <Link to="/" className="mr-4 text-lg" data-testid="brand">
          <Logo />
        </Link>

        <nav aria-label={WEB.nav.mainNavigation} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={linkClass}
                  data-testid={`nav-link-${link.id}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto">
          <ThemeSwitcher />
        </div>
        <div ref={userRef} className="relative ml-auto">
          <button
            type="button"
            className="btn btn-ghost gap-2 px-2"
            aria-label={WEB.nav.userMenu}
            aria-expanded={userOpen}
            onClick={() => setUserOpen((open) => !open)}
            data-testid="user-menu-button"
          >
            <Avatar src={authUser.image} />
            <span className="hidden max-w-40 truncate sm:inline" data-testid="navbar-user-name">
              {authUser.name}
            </span>
            <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
          </button>
          {userOpen ? (
            <div
              className="absolute right-0 top-14 w-72 rounded-box border border-base-content/10 bg-base-200 p-2 shadow-xl"
              data-testid="user-menu"
            >
              <div className="flex items-center gap-3 border-b border-base-content/10 px-2 pb-3 pt-1">
                <Avatar src={authUser.image} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-semibold" data-testid="user-menu-name">
                    {authUser.name}
                  </p>
                  <p className="truncate text-sm text-base-content/60" data-testid="user-menu-email">
                    {authUser.email}
                  </p>
                </div>
              </div>
              <ul className="menu w-full p-0 pt-2">
                <li>
                  <IconLink icon={User} label={WEB.nav.myProfile} to="/profile" testId="my-profile-link" />
                </li>
              </ul>
              {isAdmin ? <AdminSection prefix="dropdown" /> : null}
              <ul className="menu w-full border-t border-base-content/10 p-0 pt-2 mt-2">
                <li>
                  <IconButton
                    icon={LogOut}
                    label={WEB.nav.logout}
                    className="text-error"
                    onClick={onLogout}
                    testId="logout-button"
                  />
                </li>
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}

function AdminSection({ prefix }: { prefix: 'mobile' | 'dropdown' }) {
  return (
    <div className="mt-2 border-t border-base-content/10 pt-2" data-testid={`${prefix}-admin-panel`}>
      <p className="flex items-center gap-2 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-warning">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {WEB.nav.adminPanel}
      </p>
      <ul className="flex flex-col gap-1">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to} className="flex flex-col">
            <NavLink to={link.to} className={linkClass} data-testid={`${prefix}-admin-link-${link.id}`}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
