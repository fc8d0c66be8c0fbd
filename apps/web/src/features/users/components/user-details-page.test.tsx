import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const carol = buildUser({ user_id: 'u-7', name: 'Carol Quinn', email: 'carol@example.com', role: 'quality' });

function setup(handlers: Parameters<typeof mockFetch>[0] = {}, role: 'admin' | 'quality' = 'admin') {
  const me = signInAs(role);
  const fetch = mockFetch({
    ...layoutHandlers(me),
    'GET /v1/users/u-7': () => json(carol),
    'PUT /v1/users/u-7': (r) => json({ ...carol, ...(r.body as object) }),
    ...handlers,
  });
  return { ...fetch, app: renderApp('/user/u-7') };
}

/** Opens the admin speed dial and picks an action. */
async function chooseAction(name: 'Update Name' | 'Update Role' | 'Update Status') {
  // The speed dial's actions animate in; the test DOM cannot tell when they are clickable.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await screen.findByRole('button', { name: 'User actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

describe('/user/:id', () => {
  it('shows the name, email, role label and status chip', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Carol Quinn' })).toBeTruthy();
    expect(screen.getByText('carol@example.com')).toBeTruthy();
    expect(screen.getByText('Quality')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('changes the role: Save waits for a different role, then PUTs only the role', async () => {
    const { requests } = setup();
    const { user, dialog } = await chooseAction('Update Role');
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // MUI names the select by its label and its value ('Role Quality').
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Investigator' }));
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);

    expect(await screen.findByText(TOAST.userUpdated)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ role: 'investigator' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getAllByRole('definition').map((d) => d.textContent)).toContain('Investigator'),
    );
  });

  it('renames the user: Save waits for a different, non-blank name, then PUTs the trimmed name', async () => {
    const { requests } = setup();
    const { user, dialog } = await chooseAction('Update Name');
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Carol Quinn');
    expect(save.disabled).toBe(true);
    await user.clear(name);
    await user.type(name, '   ');
    expect(save.disabled).toBe(true);
    await user.clear(name);
    await user.type(name, ' Carol Quinn-Smith ');
    expect(save.disabled).toBe(false);
    await user.click(save);

    expect(await screen.findByText(TOAST.userUpdated)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ name: 'Carol Quinn-Smith' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carol Quinn-Smith' })).toBeTruthy();
  });

  it("says 'Failed to update the user.' when the save fails, and keeps the dialog open", async () => {
    setup({ 'PUT /v1/users/u-7': () => errorBody(500, 'INTERNAL', 'Internal Server Error') });
    const { user, dialog } = await chooseAction('Update Status');
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Failed to update the user\./)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Update Status' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it("shows the server's reason when a change is refused (e.g. the last admin)", async () => {
    setup({
      'PUT /v1/users/u-7': () => errorBody(409, 'CONFLICT', 'The last active admin cannot be deactivated.'),
    });
    const { user, dialog } = await chooseAction('Update Status');
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The last active admin cannot be deactivated\./)).toBeTruthy();
  });

  it('says so when the user cannot be loaded (not a 404)', async () => {
    setup({ 'GET /v1/users/u-7': () => errorBody(500, 'INTERNAL', 'Boom') });
    expect(await screen.findByText('The user could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'User actions' })).toBeNull();
  });

  it('is for admins only: quality is sent to /home', async () => {
    const { app, requests } = setup({}, 'quality');
    await waitFor(() => expect(app.location()).toBe('/home'));
    expect(requests.some((r) => r.path === '/v1/users/u-7')).toBe(false);
  });
});
