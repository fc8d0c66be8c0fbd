import { createBrowserRouter, RouterProvider } from 'react-router';
import { getSession } from '../lib/auth-storage';
import { preloadMatchedPages } from './lazy-page';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);
// Signed in, the layout and the page of the address opened load side by side. (Signed out, a private
// address only leads to /login, so its chunks would be loaded for nothing.)
if (getSession()) preloadMatchedPages(router.state.matches);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
