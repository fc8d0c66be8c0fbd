import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers';
import { resetAppQueryClient } from '../lib/query-client';
import { QueryProvider } from '../lib/query-provider';

/** Renders a component inside the app's providers (theme, query cache, toasts) without the routes. */
export function renderWithProviders(ui: ReactNode) {
  resetAppQueryClient();
  return render(
    <AppProviders>
      <QueryProvider>{ui}</QueryProvider>
    </AppProviders>,
  );
}
