import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';

/** Renders a component inside the app's providers (theme, query cache, toasts) without the routes. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  return { ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>), queryClient };
}
