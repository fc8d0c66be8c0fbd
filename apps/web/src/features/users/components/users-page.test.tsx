import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const bob = buildUser({ user_id: 'u-2', name: 'Bob Smith', email: 'bob@example.com', active: false });

function setup(path = '/users') {
  const admin = signInAs('admin');
  const fetch = mockFetch({
    ...layoutHandlers(admin),
    'GET /v1/users': () => json({ items: [admin, bob], total: 2, page: 0, rowsPerPage: 25 }),
    'POST /v1/users': (r) => json({ ...bob, ...(r.body as object), user_id: 'u-3' }, 201),
    'GET /v1/users/u-2': () => json(bob),
    'GET /v1/users/nope': () => errorBody(404, 'NOT_FOUND', 'User not found.'),
    'PUT /v1/users/u-2': (r) => json({ ...bob, ...(r.body as object) }),
  });
  return { ...fetch, app: renderApp(path) };
}

describe('/users', () => {
  it('lists users with status labels and sorts on the server, keeping the query in the URL', async () => {
    const { requests, app } = setup('/users?page=0&rowsPerPage=50');
    const link = await screen.findByRole('link', { name: 'Bob Smith' });
    expect(link.getAttribute('href')).toBe('/user/u-2');
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(requests.find((r) => r.path.startsWith('/v1/users'))?.path).toBe(
      '/v1/users?page=0&rowsPerPage=50&sortBy=user_id&sortDir=asc',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(app.location()).toBe('/users?page=0&rowsPerPage=50&sortBy=email'));
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === '/v1/users?page=0&rowsPerPage=50&sortBy=email&sortDir=asc'),
      ).toBe(true),
    );
  });

  it("adds a user: 'Add User' is disabled until name and email are non-blank", async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Add User' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Name'), 'New Person');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText(TOAST.userAdded)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'New Person',
      email: 'new@example.com',
    });
  });
});

describe('/user/:id', () => {
  it('updates the status through the speed dial', async () => {
    const { requests } = setup('/user/u-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Smith' })).toBeTruthy();
    // The speed dial's actions animate in; the test DOM cannot tell when they are clickable.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'User actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TOAST.userUpdated)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ active: true });
  });

  it('sends an unknown id to /not-found', async () => {
    const { app } = setup('/user/nope');
    await waitFor(() => expect(app.location()).toBe('/not-found'));
  });
});
