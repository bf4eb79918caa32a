import { lazy } from 'react';

const load = () => import('./ServerState.tsx');

/** Starts downloading the cache's chunk (at start, for a logged-in screen). */
export function preloadServerState(): void {
  void load().catch(() => undefined);
}

/** The server-state cache, kept out of the JavaScript that paints /login and /signup. */
export const LazyServerState = lazy(load);
