import { API_TOKEN_CONFIRM, API_TOKEN_MSG, API_TOKEN_TOAST, type TApiToken } from '@qi/domain/api-tokens';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const SECRET = 'qit_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

const ROBOT: TApiToken = {
  id: 't-1',
  name: 'CI robot',
  role: 'quality',
  tokenPrefix: 'qit_abcdefgh',
  serviceAccountId: 'sa-1',
  createdBy: { user_id: 'u-admin', name: 'Ada Admin' },
  createdAt: '2026-01-02T10:00:00.000Z',
  expiresAt: '2099-04-02T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  status: 'active',
};

function setup(initial: TApiToken[], handlers: Parameters<typeof mockFetch>[0] = {}) {
  let tokens = initial;
  const fetch = mockFetch({
    ...layoutHandlers(signInAs('admin')),
    'GET /v1/api-tokens': () => json({ items: tokens }),
    'POST /v1/api-tokens': (r) => {
      const body = r.body as { name: string; role: TApiToken['role'] };
      const created = {
        ...ROBOT,
        id: 't-new',
        name: body.name,
        role: body.role,
        tokenPrefix: SECRET.slice(0, 12),
      };
      tokens = [created, ...tokens];
      return json({ ...created, token: SECRET }, 201);
    },
    'POST /v1/api-tokens/t-1/revoke': () => {
      tokens = tokens.map((t) =>
        t.id === 't-1' ? { ...t, status: 'revoked', revokedAt: '2026-01-03T00:00:00.000Z' } : t,
      );
      return json(tokens.find((t) => t.id === 't-1'));
    },
    ...handlers,
  });
  renderApp('/admin/api-tokens');
  return fetch;
}

describe('/admin/api-tokens', () => {
  it('lists tokens with name, role, created, last used, expiry and status', async () => {
    setup([ROBOT]);
    const row = (await screen.findByRole('cell', { name: 'CI robot' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Quality')).toBeTruthy();
    expect(within(row).getByText('qit_abcdefgh…')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText(/by Ada Admin/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'API tokens' }).getAttribute('aria-selected')).toBe('true');
  });

  it('creates a token with role User by default and shows its secret once', async () => {
    const { requests } = setup([]);
    const user = userEvent.setup();
    expect(await screen.findByText('No API tokens.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    const confirm = within(dialog).getByRole('button', { name: 'Create token' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('user');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Line scanner ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Expires after' }), '1 year');
    await user.click(confirm);
    expect(await screen.findByText(API_TOKEN_TOAST.created)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Line scanner',
      role: 'user',
      expiresInDays: 365,
    });
    const secret = await screen.findByRole('dialog', { name: 'Token for Line scanner' });
    expect(within(secret).getByText(API_TOKEN_MSG.shownOnce)).toBeTruthy();
    expect((within(secret).getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value).toBe(SECRET);
    await user.click(within(secret).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(API_TOKEN_TOAST.copied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('cell', { name: 'Line scanner' })).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('revokes a token after confirming', async () => {
    const { requests } = setup([ROBOT]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke CI robot' }));
    const dialog = await screen.findByRole('dialog', { name: API_TOKEN_CONFIRM.revoke('CI robot') });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(API_TOKEN_TOAST.revoked)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/v1/api-tokens/t-1/revoke')).toBe(true);
    const row = (await screen.findByText('Revoked')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Revoke CI robot' })).toBeNull();
  });

  it('shows the reason when creating fails', async () => {
    setup([], {
      'POST /v1/api-tokens': () => errorBody(422, 'VALIDATION', 'Name is required'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(`${API_TOKEN_TOAST.createFailed} Name is required.`)).toBeTruthy();
  });
});
