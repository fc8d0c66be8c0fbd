import { DEFAULT_OIDC_SETTINGS, type TOidcAccessRequest, type TOidcSettings } from '@qi/domain/oidc';
import { OIDC_TOAST } from '@qi/domain/oidc-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const SETTINGS: TOidcSettings = {
  ...DEFAULT_OIDC_SETTINGS,
  enabled: true,
  displayName: 'Contoso ID',
  issuer: 'https://login.contoso.test',
  clientId: 'quality-incidents',
  clientSecretSet: true,
  lockedByEnvironment: false,
  redirectUri: 'https://qi.contoso.test/auth/callback',
};

const REQUEST: TOidcAccessRequest = {
  id: 'r-1',
  email: 'new.person@contoso.test',
  name: 'New Person',
  groups: ['staff', 'qi-quality'],
  status: 'pending',
  suggestedRole: 'quality',
  requestedAt: '2026-02-03T10:00:00.000Z',
};

function setup(settings: TOidcSettings = SETTINGS) {
  let requests = [REQUEST];
  const fetch = mockFetch({
    ...layoutHandlers(signInAs('admin')),
    'GET /v1/sign-in-provider': () => json(settings),
    'PUT /v1/sign-in-provider': (r) => json({ ...settings, ...(r.body as object), clientSecretSet: true }),
    'GET /v1/sign-in-provider/requests': () =>
      json({ items: requests, total: requests.length, page: 0, rowsPerPage: 25 }),
    'POST /v1/sign-in-provider/requests/r-1/approve': () => {
      requests = [];
      return json({
        user_id: 'u-new',
        email: REQUEST.email,
        name: REQUEST.name,
        role: 'investigator',
        active: true,
        created_at: '',
        updated_at: '',
      });
    },
  });
  renderApp('/admin/sign-in');
  return { ...fetch, user: userEvent.setup() };
}

describe('/admin/sign-in', () => {
  it('shows the settings and the redirect URI, and saves them without the secret unless one is typed', async () => {
    const { user, requests } = setup();
    const issuer = (await screen.findByLabelText('Issuer URL')) as HTMLInputElement;
    expect(issuer.value).toBe('https://login.contoso.test');
    expect(screen.getByText('https://qi.contoso.test/auth/callback')).toBeTruthy();
    await user.clear(screen.getByLabelText('Provider-only domains'));
    await user.type(screen.getByLabelText('Provider-only domains'), 'contoso.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(OIDC_TOAST.saved)).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      providerOnlyDomains: ['contoso.test'],
      issuer: 'https://login.contoso.test',
    });
    expect(put?.body).not.toHaveProperty('clientSecret');
  });

  it('checks the fields as typed and keeps Save off while one is wrong', async () => {
    const { user } = setup();
    const issuer = await screen.findByLabelText('Issuer URL');
    await user.clear(issuer);
    await user.type(issuer, 'http://idp.contoso.test');
    expect(await screen.findByText(/The issuer must be an https:\/\/ URL/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is read-only when the environment sets the provider', async () => {
    setup({ ...SETTINGS, lockedByEnvironment: true });
    expect(await screen.findByText(/Set by the server’s environment variables/)).toBeTruthy();
    expect((screen.getByLabelText('Issuer URL') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('approves a waiting person with the role chosen', async () => {
    const { user, requests } = setup();
    const row = (await screen.findByText('new.person@contoso.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('staff, qi-quality')).toBeTruthy();
    await user.click(within(row).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Investigator' }));
    await user.click(within(row).getByRole('button', { name: 'Approve new.person@contoso.test' }));
    expect(await screen.findByText(OIDC_TOAST.approved)).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('/approve'))?.body).toEqual({ role: 'investigator' });
    await waitFor(() => expect(screen.getByText('No one is waiting.')).toBeTruthy());
  });
});
