import { NOT_FOUND_TEXT } from '@qi/domain/toast-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

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
