import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

// No app-wide Radix Tooltip.Provider: it would add to the first load for a widget that
// no first screen uses; the first screen with a tooltip adds its provider (700 ms).
export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
