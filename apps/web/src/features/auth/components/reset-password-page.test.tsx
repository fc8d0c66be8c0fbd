import { TOAST } from '@qi/domain/toast-messages';
import { MSG } from '@qi/domain/validation-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/auth-storage';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

describe('/reset-password', () => {
  it('requests a code, shows where it went, then resets and goes to /login', async () => {
    let confirmOk = false;
    const { requests } = mockFetch({
      'POST /v1/auth/forgot-password': () => json({ CodeDeliveryDetails: { Destination: 'j***@e***.com' } }),
      'POST /v1/auth/forgot-password/confirm': () =>
        confirmOk ? json({ ok: true }) : errorBody(400, 'BAD_REQUEST', 'Invalid or expired code.'),
    });
    const app = renderApp('/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Password' }));
    expect(await screen.findByText('We sent a code to j***@e***.com.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MSG.codeRequired)).toBeTruthy();
    expect(screen.getByText(MSG.newPasswordRequired)).toBeTruthy();
    expect(screen.getByText(MSG.confirmPasswordRequired)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'Better123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(TOAST.resetFailure)).toBeTruthy();

    confirmOk = true;
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(TOAST.resetSuccess)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/login?email=jane%40example.com'));
    // (/login then asks whether to offer the identity provider's button: not part of the reset.)
    expect(requests.filter((r) => r.path === '/v1/auth/forgot-password/confirm').at(-1)?.body).toEqual({
      email: 'jane@example.com',
      code: '123456',
      newPassword: 'Better123',
    });
  });
});

describe('/reset-password from the emailed link', () => {
  it('opens the second step with the code of the link filled in and sends it', async () => {
    const token = 'ab'.repeat(32);
    const { requests } = mockFetch({ 'POST /v1/auth/forgot-password/confirm': () => json({ ok: true }) });
    const app = renderApp(`/reset-password?email=jane%40example.com&code=${token}`);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Code/)).toHaveProperty('value', token);
    await user.type(screen.getByLabelText(/^New password/), 'Better123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(TOAST.resetSuccess)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/login?email=jane%40example.com'));
    // (/login then asks whether to offer the identity provider's button: not part of the reset.)
    expect(requests.filter((r) => r.path === '/v1/auth/forgot-password/confirm').at(-1)?.body).toEqual({
      email: 'jane@example.com',
      code: token,
      newPassword: 'Better123',
    });
  });
});

describe('/logout', () => {
  it('ends the session on the server, clears the browser copies and shows /login', async () => {
    const user = signInAs('user');
    localStorage.setItem('qi.cache.data', '{}');
    sessionStorage.setItem('incidents.filters', '[]');
    const { requests } = mockFetch({
      ...layoutHandlers(user),
      'POST /v1/auth/logout': () => new Response(null, { status: 204 }),
    });
    const app = renderApp('/home');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.setup().click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(requests.find((r) => r.path === '/v1/auth/logout')?.headers.authorization).toBe('Bearer id-1');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('qi.cache.data')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
