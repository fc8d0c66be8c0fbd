import { TOAST } from '@qi/domain/toast-messages';
import { MSG } from '@qi/domain/validation-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/auth-storage';
import { buildTokens, buildUser, layoutHandlers } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Sign In' });
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('/login', () => {
  it('shows the validation messages under the fields and sends nothing', async () => {
    const { requests } = mockFetch({});
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.passwordMinLength)).toBeTruthy();
    // Only the question whether to offer the identity provider's button (decision 053).
    expect(requests.map((r) => r.path)).toEqual(['/v1/auth/oidc']);
  });

  it('checks a field when it is left, then as it changes, and focuses the first wrong one on submit', async () => {
    mockFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'jane');
    expect(screen.queryByText(MSG.emailInvalid)).toBeNull();
    expect(screen.queryByText(MSG.passwordRequired)).toBeNull();
    await user.tab();
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    await user.type(email, '@example.com');
    await waitFor(() => expect(screen.queryByText(MSG.emailInvalid)).toBeNull());
    // Tabbing out of the email went through the password field: typing in the email left it again.
    expect(await screen.findByText(MSG.passwordRequired)).toBeTruthy();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('signs in and goes on to the page in `from`', async () => {
    const user = buildUser();
    const { requests } = mockFetch({
      'POST /v1/auth/login': () => json(buildTokens(user)),
      ...layoutHandlers(user),
    });
    const app = renderApp('/login?from=%2Fhelp%2Finvestigation');
    await fillAndSubmit('jane@example.com', 'Secret123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(app.location()).toBe('/help/investigation');
    expect(requests.find((r) => r.path === '/v1/auth/login')?.body).toEqual({
      email: 'jane@example.com',
      password: 'Secret123',
    });
    expect(getSession()?.idToken).toBe('id-1');
    // The bulk load starts on sign-in, with the new token.
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/data')).toBe(true));
    expect(requests.find((r) => r.path === '/v1/data')?.headers.authorization).toBe('Bearer id-1');
  });

  it('goes to /home after sign-in without `from`, and ignores a `from` on another origin', async () => {
    const user = buildUser();
    mockFetch({ 'POST /v1/auth/login': () => json(buildTokens(user)), ...layoutHandlers(user) });
    const app = renderApp('/login?from=%2F%2Fevil.example.com');
    await fillAndSubmit('jane@example.com', 'Secret123');
    await waitFor(() => expect(app.location()).toBe('/home'));
  });

  it("toasts 'Failed to login.' on wrong credentials and the server's words on 429", async () => {
    let status = 401;
    mockFetch({
      'POST /v1/auth/login': () =>
        status === 401
          ? errorBody(401, 'UNAUTHENTICATED', 'Incorrect email or password.')
          : errorBody(429, 'RATE_LIMITED', 'Too many attempts. Try again in a minute.'),
    });
    renderApp('/login');
    const user = await fillAndSubmit('jane@example.com', 'Secret123');
    expect(await screen.findByText(TOAST.loginFailure)).toBeTruthy();
    status = 429;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('prefills the email from the invitation link', async () => {
    mockFetch({});
    renderApp('/login?email=new.user%40example.com');
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.value).toBe('new.user@example.com');
  });

  it('asks for a new password on NEW_PASSWORD_REQUIRED and completes the challenge', async () => {
    const user = buildUser();
    const { requests } = mockFetch({
      'POST /v1/auth/login': () => json({ challenge: 'NEW_PASSWORD_REQUIRED', session: 'challenge-session' }),
      'POST /v1/auth/new-password': () => json(buildTokens(user, '2')),
      ...layoutHandlers(user),
    });
    const app = renderApp('/login');
    const ue = await fillAndSubmit('jane@example.com', 'Temporary1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
    expect(getSession()).toBeNull();
    await ue.type(screen.getByLabelText(/^New password/), 'Chosen123');
    await ue.type(screen.getByLabelText(/^Confirm new password/), 'Chosen124');
    await ue.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(MSG.passwordsMustMatch)).toBeTruthy();
    expect(requests.some((r) => r.path === '/v1/auth/new-password')).toBe(false);

    await ue.clear(screen.getByLabelText(/^Confirm new password/));
    await ue.type(screen.getByLabelText(/^Confirm new password/), 'Chosen123');
    await ue.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(app.location()).toBe('/home'));
    expect(requests.find((r) => r.path === '/v1/auth/new-password')?.body).toEqual({
      session: 'challenge-session',
      newPassword: 'Chosen123',
    });
    expect(getSession()?.idToken).toBe('id-2');
  });
});
