import { QueryClient } from '@tanstack/react-query';

// Spec document 1 §7: data is never stale, not refetched on focus, and nothing is retried.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client: the provider shares it, route loaders start fetches with it. */
export const queryClient = createQueryClient();
