import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getAppQueryClient } from './query-client';

/**
 * TanStack Query for the pages that use it (the signed-in layout, /logout, /reset-password).
 * It wraps those pages rather than the whole app so /login loads without the query library;
 * every QueryProvider shares the one app cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getAppQueryClient()}>{children}</QueryClientProvider>;
}
