import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_DATA, layoutHandlers, signInAs } from '../../test/factories';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('route guards', () => {
  it('sends a signed-out visitor of a private page to /login with `from`', async () => {
    mockFetch({});
    const app = renderApp('/profile?tab=1');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(app.location()).toBe(`/login?from=${encodeURIComponent('/profile?tab=1')}`);
  });

  it('redirects / to /home, and a signed-out visitor from there to /login', async () => {
    mockFetch({});
    const app = renderApp('/');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(app.location()).toBe('/login?from=%2Fhome');
  });

  it.each(['/users', '/user/u-9', '/admin', '/admin/products'])(
    'sends a non-admin from %s to /home',
    async (path) => {
      const user = signInAs('quality');
      mockFetch(layoutHandlers(user));
      const app = renderApp(path);
      await waitFor(() => expect(app.location()).toBe('/home'));
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    },
  );

  it('lets an admin open /users', async () => {
    const user = signInAs('admin');
    mockFetch({
      ...layoutHandlers(user),
      'GET /v1/users': () => json({ items: [user], total: 1, page: 0, rowsPerPage: 25 }),
    });
    const app = renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: user.name })).toBeTruthy();
    expect(app.location()).toBe('/users');
  });

  it('sends a signed-in user away from /login to `from`', async () => {
    const user = signInAs('user');
    mockFetch(layoutHandlers(user));
    const app = renderApp('/login?from=%2Fhelp');
    await waitFor(() => expect(app.location()).toBe('/help'));
  });

  it('shows the main layout: product name, account menu, footer with year and version', async () => {
    const user = signInAs('user');
    mockFetch({ ...layoutHandlers(user), 'GET /v1/data': () => json(EMPTY_DATA) });
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Quality Incidents');
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe(
      `© ${new Date().getFullYear()} Quality Incidents · test`,
    );
  });
});
