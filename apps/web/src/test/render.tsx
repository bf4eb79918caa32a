import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api/queryClient.ts';
import { Toasts } from '../components/Toasts.tsx';

/** A fresh cache, a router and the real toaster around `children`. */
export function withProviders(client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Toasts />
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { client, wrapper };
}
