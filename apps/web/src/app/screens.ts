import { type ComponentType, lazy } from 'react';
import { preloadServerState } from '../api/LazyServerState.tsx';

type ScreenModule = { default: ComponentType };

/** Every route screen is its own chunk, fetched when first needed (or preloaded at start). */
const loaders = {
  login: () => import('../features/auth/LoginPage.tsx'),
  signup: () => import('../features/auth/SignupPage.tsx'),
  dashboard: () => import('../features/dashboard/DashboardPage.tsx'),
  problems: () => import('../features/problems/ProblemsPage.tsx'),
  problemDetail: () => import('../features/problems/ProblemDetailPage.tsx'),
  compare: () => import('../features/compare/ComparePage.tsx'),
  profile: () => import('../features/profile/ProfilePage.tsx'),
  playlists: () => import('../features/playlists/PlaylistsPage.tsx'),
  playlistDetail: () => import('../features/playlists/PlaylistDetailPage.tsx'),
  playlistEdit: () => import('../features/playlists/PlaylistEditPage.tsx'),
  playlistPractice: () => import('../features/playlists/PlaylistPracticePage.tsx'),
  leaderboard: () => import('../features/leaderboard/LeaderboardPage.tsx'),
  addProblem: () => import('../features/admin/AddProblemPage.tsx'),
  updateProblem: () => import('../features/admin/UpdateProblemPage.tsx'),
  deleteProblem: () => import('../features/admin/DeleteProblemPage.tsx'),
  terms: () => import('../features/legal/TermsPage.tsx'),
  privacy: () => import('../features/legal/PrivacyPage.tsx'),
} satisfies Record<string, () => Promise<ScreenModule>>;

export type ScreenName = keyof typeof loaders;

export const Screens = {} as Record<ScreenName, ComponentType>;
for (const name of Object.keys(loaders) as ScreenName[]) Screens[name] = lazy(loaders[name]);

const GUEST_OR_PUBLIC: ReadonlySet<ScreenName> = new Set(['login', 'signup', 'terms', 'privacy']);

const EXACT: Record<string, ScreenName> = {
  '/login': 'login',
  '/signup': 'signup',
  '/': 'dashboard',
  '/terms': 'terms',
  '/privacy': 'privacy',
};

/** Starts fetching the chunk of the screen at `pathname` while the session check runs. */
export function preloadScreenFor(pathname: string): void {
  const name = EXACT[pathname.replace(/\/+$/, '') || '/'];
  if (name) void loaders[name]().catch(() => undefined);
  if (!name || !GUEST_OR_PUBLIC.has(name)) preloadServerState();
}
