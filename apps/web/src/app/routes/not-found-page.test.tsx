import { NOT_FOUND_TEXT } from '@qi/domain/toast-messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteAppLoad } from '../../lib/app-history';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { NotFoundPage } from './not-found-page';

describe('/not-found', () => {
  it('catches unknown paths and goes back with Go Back', async () => {
    mockFetch({});
    const app = renderApp('/reset-password');
    await screen.findByRole('button', { name: 'Request Password' });
    await app.router.navigate('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeTruthy();
    expect(app.location()).toBe('/not-found');
    // Minimal layout: the logo, no account menu.
    expect(screen.getByRole('img', { name: 'Quality Incidents' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(app.location()).toBe('/reset-password'));
  });
});

describe('Go Back after a page load on the unknown address', () => {
  // The browser router numbers entries per document: an address typed into the bar starts again at 0.
  const renderNotFound = () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home</p> },
        { path: '/not-found', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/not-found'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  };

  afterEach(() => {
    window.history.replaceState(null, '');
  });

  it('returns to the app page this tab showed before the address was typed', async () => {
    noteAppLoad(); // an earlier page load of the app in this tab
    window.history.pushState(null, '', window.location.href);
    noteAppLoad(); // this page load
    window.history.replaceState({ idx: 0 }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const router = renderNotFound();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/not-found');
    back.mockRestore();
  });

  it('goes to the home page when the app was opened here', async () => {
    noteAppLoad();
    window.history.replaceState({ idx: 0 }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const router = renderNotFound();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });
});
