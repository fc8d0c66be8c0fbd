import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

function setup(answer: () => Response) {
  const admin = signInAs('admin');
  const fetch = mockFetch({
    ...layoutHandlers(admin),
    'GET /v1/users': () => json({ items: [admin], total: 1, page: 0, rowsPerPage: 25 }),
    'POST /v1/users': answer,
  });
  renderApp('/users');
  return fetch;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add User' });
  return { user, dialog };
}

describe('Add User dialog', () => {
  it("says 'Failed to add user.' when the server refuses, and keeps what was typed", async () => {
    const { requests } = setup(() => errorBody(409, 'CONFLICT', 'A user with this email already exists.'));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Dup Licate');
    await user.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    // The specification's text first; the server's reason may follow it.
    expect(await screen.findByText(/^Failed to add user\./)).toBeTruthy();
    expect(screen.queryByText(TOAST.userAdded)).toBeNull();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Dup Licate');
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('jane@example.com');
  });

  it('sends trimmed values, and Cancel clears the form without sending anything', async () => {
    const { requests } = setup(() => json({}, 201));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Half Typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const again = await openDialog();
    const name = within(again.dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('');
    await again.user.type(name, '  Ann Other  ');
    await again.user.type(within(again.dialog).getByLabelText('Email'), ' ann@example.com ');
    const listLoads = () => requests.filter((r) => r.path.startsWith('/v1/users?')).length;
    const loadsBefore = listLoads();
    await again.user.click(within(again.dialog).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(TOAST.userAdded)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Ann Other',
      email: 'ann@example.com',
    });
    // A success closes the dialog and reloads the list.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listLoads()).toBeGreaterThan(loadsBefore));
  });
});
