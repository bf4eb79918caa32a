import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './queryClient.ts';
import { invalidateAfterProfileChange } from './queryKeys.ts';
import { onSessionEvent } from './sessionEvents.ts';

// Another session's answers never show: a login or logout empties the cache.
onSessionEvent((event) => {
  if (event === 'profile-changed') void invalidateAfterProfileChange(queryClient);
  else queryClient.clear();
});

/** The server-state cache around the logged-in screens (decision 0020). */
export default function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
