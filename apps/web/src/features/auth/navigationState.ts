import type { Location } from 'react-router';

/** What the auth screens carry in history state: the remembered location and a flash message. */
export type AuthLocationState = {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  message?: string;
  email?: string;
};

export function readAuthState(state: unknown): AuthLocationState {
  return typeof state === 'object' && state !== null ? (state as AuthLocationState) : {};
}

/** The path to return to after login: the remembered location, never an auth screen, else '/'. */
export function returnPath(state: unknown): string {
  const from = readAuthState(state).from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
