import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

// No app-wide Radix Tooltip.Provider: it would add ~5 KB gzip to the first load for a widget that
// no first screen uses. components/ui/tooltip.tsx carries its own provider with the 700 ms delay.
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
