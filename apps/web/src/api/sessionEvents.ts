/**
 * What the session store tells the server-state cache, without importing it: the cache (and its
 * library) loads only with the logged-in screens, so /login stays within its byte budget.
 */
export type SessionEvent = 'signed-in' | 'signed-out' | 'profile-changed';

const listeners = new Set<(event: SessionEvent) => void>();

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}
