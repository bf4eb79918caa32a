import { QueryClient } from '@tanstack/react-query';

/**
 * Server state's one cache (decision 0020). No automatic retry: the spec's failure toasts show at
 * once; no refetch on focus: a screen changes when the user or an event changes it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
