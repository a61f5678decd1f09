import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { queryClient } from './query/query-client';
import { authStore } from './store';

/** The jotai store and the QueryClient for the whole portal. Rendered once, by the host (or a dev shell). */
export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={authStore}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
}
