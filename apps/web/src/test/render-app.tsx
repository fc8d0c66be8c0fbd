import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { resetAppQueryClient } from '../lib/query-client';

/** Renders the whole app (real routes, guards and providers) at `path`, as a fresh page load would. */
export function renderApp(path: string) {
  // A page load starts with an empty server-state cache.
  resetAppQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
