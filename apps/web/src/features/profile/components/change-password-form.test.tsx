import { TOAST } from '@qi/domain/toast-messages';
import { MSG } from '@qi/domain/validation-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/auth-storage';
import { buildTokens, EMPTY_DATA, layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

function setup(changeStatus = 200) {
  const user = signInAs('user');
  const fetch = mockFetch({
    ...layoutHandlers(user),
    'GET /v1/profile': () => json(EMPTY_DATA.profile),
    'PUT /v1/profile': (r) =>
      json({
        ...EMPTY_DATA.profile,
        notifications: {
          ...EMPTY_DATA.profile.notifications,
          ...(r.body as { notifications: Record<string, boolean> }).notifications,
        },
      }),
    'POST /v1/auth/change-password': () =>
      changeStatus === 200
        ? json(buildTokens(user, 'new'))
        : json(
            {
              statusCode: 422,
              code: 'VALIDATION',
              message: 'The current password is not correct.',
              issues: [{ path: 'oldPassword', message: 'The current password is not correct.' }],
            },
            422,
          ),
  });
  renderApp('/profile');
  return fetch;
}

describe('/profile Change Password', () => {
  it('enables the button only when current and new are set and new equals confirm', async () => {
    setup();
    const button = (await screen.findByRole('button', { name: 'Change Password' })) as HTMLButtonElement;
    const user = userEvent.setup();
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('Current password'), 'Old12345');
    await user.type(screen.getByLabelText('New password'), 'New12345');
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('Confirm new password'), 'New1234');
    expect(button.disabled).toBe(true);
    await user.type(screen.getByLabelText('Confirm new password'), '5');
    expect(button.disabled).toBe(false);
    await user.clear(screen.getByLabelText('Current password'));
    expect(button.disabled).toBe(true);
  });

  it('validates the new password pattern, then changes it and keeps the new tokens', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Old12345');
    await user.type(screen.getByLabelText('New password'), 'lettersonly');
    await user.type(screen.getByLabelText('Confirm new password'), 'lettersonly');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findAllByText(MSG.newPasswordPattern)).length).toBeGreaterThan(0);
    expect(requests.some((r) => r.path === '/v1/auth/change-password')).toBe(false);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Better123');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(TOAST.passwordChanged)).toBeTruthy();
    expect(requests.find((r) => r.path === '/v1/auth/change-password')?.body).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'Better123',
    });
    expect(getSession()?.idToken).toBe('id-new');
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
  });

  it('toasts the failure', async () => {
    setup(422);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Old12345');
    await user.type(screen.getByLabelText('New password'), 'Better123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(TOAST.passwordChangeFailed, { exact: false })).toBeTruthy();
    expect(screen.getByText('The current password is not correct.')).toBeTruthy();
    expect(getSession()).not.toBeNull();
  });

  it('saves a notification toggle at once', async () => {
    const { requests } = setup();
    const toggle = (await screen.findByLabelText('Incident rejected')) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'PUT' && r.path === '/v1/profile')).toBe(true),
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ notifications: { rejected: false } });
    expect(toggle.checked).toBe(false);
  });
});
